import 'server-only';
import type { Locale } from '@/i18n/routing';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { deskText, describeScreenIssue, screenError } from '@/server/desk/messages';
import { recordId } from '@/server/desk/route-params';
import { HttpError } from '@/server/http/errors';
import type { ReadError } from '../server/calendar-readers';
import { refreshCalendar } from '../server/calendar-refresh';
import { calendarSettings } from '../server/calendar-settings';
import { dropPendingWrites } from '../server/calendar-writes-repository';
import { deleteCalendar, findCalendar, updateCalendarRoles } from '../server/calendars-repository';
import { connectCalendar } from '../server/connect-calendar';
import { calendarRolesSchema, connectCalendarSchema } from './schema';

type IdParams = { id: string };
const describeIssue = describeScreenIssue('calendars');

export function readProblemText(locale: Locale, error: Pick<ReadError, 'problem' | 'status'>) {
  return deskText(locale, `calendars.problems.${error.problem}`, {
    status: String(error.status ?? ''),
  });
}

export const connectCalendarRoute = deskRoute(
  { name: 'calendar-connect', schema: connectCalendarSchema, describeIssue },
  async ({ database, session, data, locale, now }) => {
    const outcome = await connectCalendar(database.db, data, calendarSettings(), {
      now,
      withinTransaction: (tx) =>
        recordActivity(tx, session, 'calendar.connect', { details: { name: data.name } }),
    });
    switch (outcome.kind) {
      case 'connected':
        return deskJson(
          {
            status: 'connected',
            id: outcome.calendar.id,
            message: deskText(locale, 'calendars.connected', {
              name: outcome.calendar.name,
              count: outcome.busy,
            }),
          },
          [],
          201,
        );
      case 'choose':
        return deskJson({ status: 'choose', choices: outcome.choices });
      case 'noKey':
        throw screenError(409, locale, 'calendars', 'noKey');
      case 'failed':
        throw new HttpError(
          422,
          deskText(locale, 'calendars.errors.failed', {
            error: readProblemText(locale, outcome.error),
          }),
        );
    }
  },
);

export const removeCalendarRoute = deskRoute<undefined, IdParams>(
  { name: 'calendar-remove' },
  async ({ database, session, params, locale }) => {
    const id = recordId(params.id, locale, 'calendars');
    const removed = await database.db.transaction(async (tx) => {
      const row = await deleteCalendar(tx, id);
      if (row?.writes) await dropPendingWrites(tx);
      if (row)
        await recordActivity(tx, session, 'calendar.remove', { details: { name: row.name } });
      return row;
    });
    if (!removed) throw screenError(404, locale, 'calendars', 'notFound');
    return deskJson({ removed: id });
  },
);

export const refreshCalendarRoute = deskRoute<undefined, IdParams>(
  { name: 'calendar-refresh' },
  async ({ database, params, locale, now }) => {
    const calendar = await findCalendar(database.db, recordId(params.id, locale, 'calendars'));
    if (!calendar) throw screenError(404, locale, 'calendars', 'notFound');
    const outcome = await refreshCalendar(database.db, calendar, calendarSettings(), now);
    if (!outcome.ok) {
      throw new HttpError(
        422,
        deskText(locale, 'calendars.readFailed', {
          name: calendar.name,
          error: readProblemText(locale, outcome.error),
        }),
      );
    }
    return deskJson({ busy: outcome.count });
  },
);

export const calendarRolesRoute = deskRoute<typeof calendarRolesSchema, IdParams>(
  { name: 'calendar-roles', schema: calendarRolesSchema, describeIssue },
  async ({ database, session, params, data, locale }) => {
    const id = recordId(params.id, locale, 'calendars');
    const calendar = await findCalendar(database.db, id);
    if (!calendar) throw screenError(404, locale, 'calendars', 'notFound');
    if (data.writes && calendar.kind !== 'caldav') {
      throw screenError(400, locale, 'calendars', 'feedWrites');
    }
    if (!data.reads && !data.writes) throw screenError(400, locale, 'calendars', 'noRole');
    await database.db.transaction(async (tx) => {
      if (calendar.writes && !data.writes) await dropPendingWrites(tx);
      await updateCalendarRoles(tx, id, data);
      await recordActivity(tx, session, 'calendar.roles', { details: { name: calendar.name } });
    });
    return deskJson({ saved: id });
  },
);
