import { beforeAll, describe, expect, it } from 'vitest';
import { POST as closeDays } from '@/app/api/studio/days-off/route';
import { POST as erase } from '@/app/api/studio/erase/route';
import { PATCH as review } from '@/app/api/studio/leads/[id]/route';
import { POST as cancel } from '@/app/api/studio/bookings/[id]/cancel/route';
import { POST as move } from '@/app/api/studio/bookings/[id]/move/route';
import { studioTimeZone } from '@/config/site';
import { launchArticleViews as getArticles } from '../support/launch-articles';
import { listActivity } from '@/features/studio/auth/server/activity-log-repository';
import { activitySubjects } from '@/features/studio/auth/server/activity-subjects';
import type { Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { recordActivity } from '@/server/desk/activity-repository';
import { bookingPool } from './support/desk-bookings';
import { storedLead } from './support/desk-records';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('the activity log naming what changed, on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const pool = bookingPool(db);
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const described = async (action: string, locale: Locale = 'en') => {
    const { entries } = await listActivity(db(), 1);
    const subjects = await activitySubjects(db(), entries, locale);
    return entries
      .filter((entry) => entry.action === action)
      .map((entry) => subjects.get(entry.id));
  };
  const studioTime = (date: Date, locale: Locale = 'en') =>
    formatSlot(date, locale, studioTimeZone, { year: true });

  it('names the visitor and the times in words, links to the booking, and names no one once erased', async () => {
    const email = 'lucia-log@example.com';
    const booking = await pool.book({ firstName: 'Lucía', lastName: 'Núñez', email });
    const target = await pool.nextStart();
    const moved = await desk.send(move, `/api/studio/bookings/${booking.id}/move`, {
      body: { start: target.toISOString() },
      params: { id: booking.id },
    });
    expect(moved.status).toBe(200);

    const [english] = await described('booking.move');
    expect(english).toEqual({
      text: `The session with Lucía Núñez, moved from ${studioTime(booking.slotStart)} to ${studioTime(target)}`,
      href: `/studio/bookings/${booking.id}`,
    });
    const [spanish] = await described('booking.move', 'es');
    expect(spanish!.text).toBe(
      `La sesión con Lucía Núñez, cambiada del ${studioTime(booking.slotStart, 'es')} al ${studioTime(target, 'es')}`,
    );
    expect(spanish!.text).toMatch(/hora oriental$/);

    await desk.send(cancel, `/api/studio/bookings/${booking.id}/cancel`, {
      body: {},
      params: { id: booking.id },
    });
    expect((await described('booking.cancel'))[0]).toEqual({
      text: `The session with Lucía Núñez on ${studioTime(target)}`,
      href: `/studio/bookings/${booking.id}`,
    });

    expect((await desk.send(erase, '/api/studio/erase', { body: { email } })).status).toBe(200);
    expect(await described('booking.move')).toEqual([
      {
        text: `A session moved from ${studioTime(booking.slotStart)} to ${studioTime(target)}, no longer stored`,
      },
    ]);
    const { entries } = await listActivity(db(), 1);
    const all = await activitySubjects(db(), entries, 'en');
    expect(JSON.stringify([...all.values()])).not.toMatch(/Lucía|Núñez|lucia-log/);
  });

  it('names a lead by its kind and person, and links to it', async () => {
    const { lead } = await storedLead(db(), { email: 'grace-log@example.com' });
    const handled = await desk.send(review, `/api/studio/leads/${lead.id}`, {
      method: 'PATCH',
      body: { handled: true, note: '' },
      params: { id: lead.id },
    });
    expect(handled.status).toBe(200);
    expect((await described('lead.handled'))[0]).toEqual({
      text: `Audit request from Grace Hopper, received ${studioTime(lead.createdAt)}`,
      href: `/studio/leads/${lead.id}`,
    });
    expect((await described('lead.handled', 'es'))[0]!.text).toBe(
      `Solicitud de auditoría de Grace Hopper, del ${studioTime(lead.createdAt, 'es')}`,
    );
  });

  it('names an article by its title, and closed days and changed rules in words', async () => {
    const [article] = getArticles('en');
    await recordActivity(db(), { id: desk.sessionId }, 'newsletter.send', {
      subject: { kind: 'article', id: article!.slug },
      details: { recipients: 12 },
    });
    expect((await described('newsletter.send'))[0]).toEqual({
      text: `“${article!.title}”, to 12 subscribers`,
      href: `/blog/${article!.slug}`,
    });

    const closed = await desk.send(closeDays, '/api/studio/days-off', {
      body: { from: '2031-03-04', until: '2031-03-06', note: '' },
    });
    expect(closed.status).toBe(200);
    expect((await described('dayOff.close', 'es'))[0]).toEqual({
      text: 'Del martes, 4 de marzo de 2031 al jueves, 6 de marzo de 2031',
      href: '/studio/days-off',
    });

    await recordActivity(db(), { id: desk.sessionId }, 'settings.save', {
      details: { rules: ['weeklyHours', 'sessionMinutes'] },
    });
    expect((await described('settings.save'))[0]!.text).toBe('Working hours and session length');
  });
});
