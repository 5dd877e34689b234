import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { bookingsOn, upcomingClosedDays } from '@/features/booking/server/closed-days-service';
import { dayKey, formatSlot } from '@/lib/dates';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DaysOffForm } from './days-off-form';
import { DeskNotices } from '@/components/desk/desk-notice';
import { ReopenDayButton } from './reopen-day-button';
import { dayLabel } from './days-off-routes';
import { holidayName } from '../holiday-names';
import { studioZoneName } from './booking-card';
import { DeskSection } from '@/components/desk/desk-section';
import { deskTexts } from '@/server/desk/desk-texts';
import { EmptyState } from '@/components/desk/list-controls';

export async function DaysOffPage({ locale }: { locale: Locale }) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, { closedDays, holidays }] = await Promise.all([
    deskTexts(locale),
    upcomingClosedDays(db, now),
  ]);
  const stillBooked = await bookingsOn(
    db,
    closedDays.map((row) => row.day),
  );
  const { t, raw, common } = texts;
  const label = dayLabel(locale);

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('daysOff.heading')}
        intro={t('daysOff.intro', { zone: studioZoneName(locale, now) })}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DeskSection
          id="close-days"
          title={t('daysOff.formHeading')}
          intro={t('daysOff.formIntro')}
        >
          <DaysOffForm
            locale={locale}
            texts={{
              ...common,
              from: t('daysOff.from'),
              until: t('daysOff.until'),
              untilHint: t('daysOff.untilHint'),
              note: t('daysOff.note'),
              noteHint: t('daysOff.noteHint'),
              check: t('daysOff.check'),
              checking: t('daysOff.checking'),
              previewHeading: t('daysOff.previewHeading'),
              booked: t('daysOff.booked'),
              noneBooked: t('daysOff.noneBooked'),
              holidays: t('daysOff.holidaysAmong'),
              alreadyClosed: t('daysOff.alreadyClosed'),
              close: t('daysOff.close'),
              closed: t('daysOff.closed'),
              errors: texts.errors('daysOff'),
            }}
          />
        </DeskSection>
        <div className="grid gap-6">
          <DeskSection id="closed-days" title={t('daysOff.listHeading')}>
            {closedDays.length ? (
              <ul className="divide-y divide-border">
                {closedDays.map((row) => {
                  const booked = stillBooked.filter(
                    (booking) => dayKey(booking.slotStart, studioTimeZone) === row.day,
                  );
                  return (
                    <li
                      key={row.day}
                      className="flex flex-wrap items-start justify-between gap-3 py-3"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="font-medium">{label(row.day)}</p>
                        {row.note && (
                          <p className="break-words text-muted-foreground">{row.note}</p>
                        )}
                        {booked.map((booking) => (
                          <p key={booking.id} className="text-destructive">
                            {t('daysOff.stillBooked')}{' '}
                            <Link href={`${deskPath.bookings}/${booking.id}`} className="underline">
                              {booking.firstName} {booking.lastName}
                            </Link>
                            , {formatSlot(booking.slotStart, locale, studioTimeZone)}
                          </p>
                        ))}
                      </div>
                      <ReopenDayButton
                        locale={locale}
                        day={row.day}
                        label={label(row.day)}
                        texts={{
                          failed: common.failed,
                          reopen: t('daysOff.reopen'),
                          reopened: raw('daysOff.reopened'),
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <EmptyState>{t('daysOff.none')}</EmptyState>
            )}
          </DeskSection>
          <DeskSection
            id="holidays"
            title={t('daysOff.holidaysHeading')}
            intro={t('daysOff.holidaysIntro')}
          >
            <ul className="divide-y divide-border text-sm">
              {holidays.map((holiday) => (
                <li
                  key={holiday.day}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span className="font-medium">{holidayName(holiday.key, locale)}</span>
                  <span className="text-muted-foreground">{label(holiday.day)}</span>
                </li>
              ))}
            </ul>
          </DeskSection>
        </div>
      </div>
    </DeskNotices>
  );
}
