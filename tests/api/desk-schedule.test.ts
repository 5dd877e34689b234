import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as reopen } from '@/app/api/studio/days-off/[day]/route';
import { GET as preview } from '@/app/api/studio/days-off/preview/route';
import { POST as closeDays } from '@/app/api/studio/days-off/route';
import { POST as saveSettings } from '@/app/api/studio/settings/route';
import { studioTimeZone } from '@/config/site';
import { getSchedulingRules } from '@/features/booking/server/scheduling-rules-repository';
import { freeSlots } from '@/features/booking/server/slots-service';
import { dayKey } from '@/lib/dates';
import { formFromRules } from '@/features/booking/desk/settings-values';
import { studioActivity, studioClosedDays } from '@/server/db/schema';
import { bookingPool } from './support/desk-bookings';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.embedded)('the desk on days off and scheduling on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const pool = bookingPool(db);
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const logged = async (action: string) =>
    db().select().from(studioActivity).where(eq(studioActivity.action, action));

  it('shows the sessions booked on days before closing them, then closes and reopens them', async () => {
    const booking = await pool.book({ email: 'closing@example.com' });
    const day = dayKey(booking.slotStart, studioTimeZone);
    const seen = await desk.send(preview, `/api/studio/days-off/preview?from=${day}&until=${day}`, {
      method: 'GET',
    });
    expect(seen.status).toBe(200);
    const found = await seen.json();
    expect(found.bookings).toEqual([
      expect.objectContaining({ id: booking.id, name: 'Ada Lovelace' }),
    ]);
    expect(found.alreadyClosed).toEqual([]);

    const closed = await desk.send(closeDays, '/api/studio/days-off', {
      body: { from: day, until: '', note: 'Conference' },
    });
    expect(closed.status).toBe(200);
    expect((await closed.json()).closed).toEqual([day]);
    const [row] = await db().select().from(studioClosedDays);
    expect(row).toMatchObject({ day, note: 'Conference' });
    const offered = await freeSlots(db(), new Date(), { by: 'studio' });
    expect(offered.some((slot) => dayKey(slot.start, studioTimeZone) === day)).toBe(false);
    expect(await logged('dayOff.close')).toEqual([
      expect.objectContaining({ details: { from: day, until: day }, sessionId: desk.sessionId }),
    ]);

    const reopened = await desk.send(reopen, `/api/studio/days-off/${day}`, {
      method: 'DELETE',
      params: { day },
    });
    expect(reopened.status).toBe(200);
    expect(await db().$count(studioClosedDays)).toBe(0);
    expect(await logged('dayOff.reopen')).toHaveLength(1);
    const again = await desk.send(reopen, `/api/studio/days-off/${day}`, {
      method: 'DELETE',
      params: { day },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a range that ends before it starts or spans more than three months', async () => {
    const backwards = await desk.send(closeDays, '/api/studio/days-off?locale=es', {
      body: { from: '2031-03-10', until: '2031-03-01' },
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errors).toEqual({
      until: 'El último día es anterior al primero.',
    });
    const long = await desk.send(closeDays, '/api/studio/days-off', {
      body: { from: '2031-01-01', until: '2031-12-31' },
    });
    expect((await long.json()).errors).toEqual({
      until: 'That is more than three months: please close them in parts.',
    });
    const odd = await desk.send(closeDays, '/api/studio/days-off', {
      body: { from: '2031-02-30' },
    });
    expect((await odd.json()).errors).toEqual({ from: 'Please choose a day.' });
  });

  it('saves the scheduling rules, and refuses ones that cannot work, naming the problem', async () => {
    const form = formFromRules(await getSchedulingRules(db()));
    const changed = {
      ...form,
      weeklyHours: [
        [],
        [{ from: '10:00', until: '12:00' }],
        [],
        [{ from: '14:00', until: '17:00' }],
        [],
        [],
        [],
      ],
      sessionMinutes: 45,
      dailyCap: '3',
      reminders: [{ amount: 2, unit: 'hours' }],
    };
    const saved = await desk.send(saveSettings, '/api/studio/settings', { body: changed });
    expect(saved.status).toBe(200);
    expect(await getSchedulingRules(db())).toMatchObject({
      weeklyHours: changed.weeklyHours,
      sessionMinutes: 45,
      dailyCap: 3,
      reminderMinutes: [120],
    });
    expect(await logged('settings.save')).toEqual([
      expect.objectContaining({
        details: { rules: ['weeklyHours', 'sessionMinutes', 'dailyCap', 'reminderMinutes'] },
      }),
    ]);

    const overlapping = await desk.send(saveSettings, '/api/studio/settings?locale=en', {
      body: {
        ...changed,
        weeklyHours: changed.weeklyHours.with(5, [
          { from: '10:00', until: '11:00' },
          { from: '10:30', until: '12:00' },
        ]),
      },
    });
    expect(overlapping.status).toBe(400);
    expect((await overlapping.json()).errors).toEqual({
      weeklyHours:
        '10:00-11:00 and 10:30-12:00 overlap: ranges of one day may touch but not overlap.',
    });
    const noDays = await desk.send(saveSettings, '/api/studio/settings?locale=es', {
      body: { ...changed, weeklyHours: [[], [], [], [], [], [], []] },
    });
    expect(Object.keys((await noDays.json()).errors)).toEqual(['weeklyHours']);
    const notNumber = await desk.send(saveSettings, '/api/studio/settings', {
      body: { ...changed, weeksAhead: 'four' },
    });
    expect((await notNumber.json()).errors).toEqual({ weeksAhead: 'Please enter a whole number.' });
    expect(await getSchedulingRules(db())).toMatchObject({ sessionMinutes: 45 });
  });
});
