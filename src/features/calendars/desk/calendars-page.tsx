import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { DeskSection } from '@/components/desk/desk-section';
import { EmptyState, listCardClass } from '@/components/desk/list-controls';
import { deskTexts } from '@/server/desk/desk-texts';
import { countBusyTimes } from '../server/busy-times-repository';
import { calendarSettings } from '../server/calendar-settings';
import { pendingWrites } from '../server/calendar-writes-repository';
import { listCalendars } from '../server/calendars-repository';
import { CalendarActions } from './calendar-actions';
import { calendarStatus } from './calendar-status';
import { ConnectCalendarForm } from './connect-calendar-form';

function ReadStatus({ failing, text }: { failing: boolean; text: string }) {
  return (
    <p
      className={
        failing ? 'text-sm text-destructive dark:text-red-300' : 'text-sm text-muted-foreground'
      }
    >
      {text}
    </p>
  );
}

export async function CalendarsPage({ locale }: { locale: Locale }) {
  const now = new Date();
  const { db } = await getDatabase();
  const settings = calendarSettings();
  const [texts, calendars, counts, writes] = await Promise.all([
    deskTexts(locale),
    listCalendars(db),
    countBusyTimes(db, now),
    pendingWrites(db),
  ]);
  const { t, raw, common } = texts;
  const writer = calendars.find((calendar) => calendar.writes);
  const actionTexts = {
    ...common,
    keep: t('calendars.keep'),
    readNow: t('calendars.readNow'),
    read: raw('calendars.read'),
    remove: t('calendars.remove'),
    removeTitle: raw('calendars.removeTitle'),
    removeText: t('calendars.removeText'),
    confirmRemove: t('calendars.confirmRemove'),
    removed: raw('calendars.removed'),
    makeWriter: t('calendars.makeWriter'),
    stopWriting: t('calendars.stopWriting'),
    rolesSaved: raw('calendars.rolesSaved'),
  };

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('calendars.heading')}
        intro={t('calendars.intro', { minutes: Math.round(settings.refreshMs / 60_000) || 1 })}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DeskSection id="calendar-list" title={t('calendars.listHeading')}>
          {calendars.length ? (
            <ul className="grid gap-4">
              {calendars.map((calendar) => (
                <li key={calendar.id} className={listCardClass}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-display text-lg font-semibold break-words">
                        {calendar.name}
                      </h3>
                      <p className="text-sm break-words text-muted-foreground">
                        {t(`calendars.kinds.${calendar.kind}`)}{' '}
                        {t('calendars.at', { host: calendar.host })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {calendar.reads && <Badge variant="secondary">{t('calendars.blocks')}</Badge>}
                      {calendar.writes && (
                        <Badge variant="outline">{t('calendars.receives')}</Badge>
                      )}
                    </div>
                  </div>
                  {calendar.reads && (
                    <ReadStatus
                      {...calendarStatus(calendar, {
                        locale,
                        busyAhead: counts.get(calendar.id) ?? 0,
                        now,
                      })}
                    />
                  )}
                  <CalendarActions
                    locale={locale}
                    calendar={{
                      id: calendar.id,
                      name: calendar.name,
                      kind: calendar.kind,
                      reads: calendar.reads,
                      writes: calendar.writes,
                    }}
                    texts={actionTexts}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{t('calendars.none')}</EmptyState>
          )}
          {writer && (
            <div className="mt-4 grid gap-1 text-sm">
              <p className="font-medium">{t('calendars.writes')}</p>
              <p className="text-muted-foreground">
                {t('calendars.writesPending', { count: writes.count })}
              </p>
              {writes.failing > 0 && (
                <p className="text-destructive dark:text-red-300">
                  {t('calendars.writesFailing', { count: writes.failing })}
                </p>
              )}
            </div>
          )}
        </DeskSection>
        <DeskSection
          id="connect-calendar"
          title={t('calendars.addHeading')}
          intro={t('calendars.addIntro')}
        >
          {!settings.secret && (
            <p role="note" className="mb-4 text-sm text-destructive dark:text-red-300">
              {t('calendars.noKey')}
            </p>
          )}
          <ConnectCalendarForm
            locale={locale}
            disabled={!settings.secret}
            texts={{
              ...common,
              kind: t('calendars.kind'),
              kinds: { feed: t('calendars.kinds.feed'), caldav: t('calendars.kinds.caldav') },
              name: t('calendars.name'),
              url: t('calendars.url'),
              urlHint: t('calendars.urlHint'),
              username: t('calendars.username'),
              password: t('calendars.password'),
              choose: t('calendars.choose'),
              readsLabel: t('calendars.readsLabel'),
              writesLabel: t('calendars.writesLabel'),
              connect: t('calendars.connect'),
              errors: texts.errors('calendars'),
            }}
          />
        </DeskSection>
      </div>
    </DeskNotices>
  );
}
