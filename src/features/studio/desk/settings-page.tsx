import { Card, CardContent } from '@/components/ui/card';
import { getSchedulingRules } from '@/features/booking/server/scheduling-rules-repository';
import { ruleLimits } from '@/features/booking/scheduling-rules';
import { dayKey, dayList } from '@/lib/dates';
import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { SettingsForm } from '@/features/booking/desk/settings-form';
import { formFromRules, weekdayValues } from '@/features/booking/desk/settings-values';
import { BackupsSection } from './backups-section';
import { studioZoneName } from '@/features/booking/desk/booking-card';
import { deskTexts } from '@/server/desk/desk-texts';

export async function SettingsPage({ locale }: { locale: Locale }) {
  const { db } = await getDatabase();
  const [texts, rules] = await Promise.all([deskTexts(locale), getSchedulingRules(db)]);
  const { t, raw, common } = texts;
  const weekdayNames = Object.fromEntries(
    weekdayValues.map((day) => [day, dayList([Number(day)], locale, 'long')]),
  );
  return (
    <>
      <DeskHeading title={t('settings.heading')} intro={t('settings.intro')} />
      <div className="grid gap-6">
        <Card>
          <CardContent>
            <SettingsForm
              locale={locale}
              rules={formFromRules(rules)}
              today={dayKey(new Date(), studioTimeZone)}
              texts={{
                ...common,
                hours: t('settings.hours', { zone: studioZoneName(locale) }),
                hoursHint: t('settings.hoursHint'),
                weekdayNames,
                closed: t('settings.closed'),
                from: raw('settings.from'),
                until: raw('settings.until'),
                addRange: raw('settings.addRange'),
                removeRange: raw('settings.removeRange'),
                startEveryMinutes: t('settings.startEveryMinutes'),
                startEveryHint: t('settings.startEveryHint'),
                bufferBeforeMinutes: t('settings.bufferBeforeMinutes'),
                bufferAfterMinutes: t('settings.bufferAfterMinutes'),
                bufferHint: t('settings.bufferHint'),
                overrides: t('settings.overrides'),
                overridesHint: t('settings.overridesHint'),
                overrideDay: raw('settings.overrideDay'),
                overrideKind: raw('settings.overrideKind'),
                overrideFrom: raw('settings.overrideFrom'),
                overrideUntil: raw('settings.overrideUntil'),
                overrideKinds: {
                  hours: t('settings.overrideKinds.hours'),
                  blocked: t('settings.overrideKinds.blocked'),
                },
                addOverride: t('settings.addOverride'),
                removeOverride: raw('settings.removeOverride'),
                noOverrides: t('settings.noOverrides'),
                sessionMinutes: t('settings.sessionMinutes'),
                noticeHours: t('settings.noticeHours'),
                noticeHint: t('settings.noticeHint'),
                weeksAhead: t('settings.weeksAhead'),
                dailyCap: t('settings.dailyCap'),
                dailyCapHint: t('settings.dailyCapHint'),
                cutoffHours: t('settings.cutoffHours'),
                cutoffHint: t('settings.cutoffHint'),
                reminders: t('settings.reminders'),
                remindersHint: t('settings.remindersHint', {
                  max: ruleLimits.reminderMinutes.count,
                }),
                reminder: raw('settings.reminder'),
                unit: raw('settings.unit'),
                units: { minutes: t('settings.units.minutes'), hours: t('settings.units.hours') },
                addReminder: t('settings.addReminder'),
                removeReminder: raw('settings.removeReminder'),
                save: t('settings.save'),
                saved: t('settings.saved'),
                errors: texts.errors('settings'),
              }}
            />
          </CardContent>
        </Card>
        <BackupsSection locale={locale} t={t} />
      </div>
    </>
  );
}
