import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { GET as getSlots } from '@/app/api/available-slots/route';
import { POST as book } from '@/app/api/book-strategy-session/route';
import { availableSlots } from '@/features/booking/availability';
import { availabilityConfig, bookingRateLimits } from '@/features/booking/config';
import { bookings, emailOutbox } from '@/server/db/schema';
import { backends, databaseForSuite } from './support/test-database';
import { getRequest, jsonRequest, newClientAddress, visitor } from './support/requests';

interface SlotsBody {
  slots: string[];
  entries: { start: string; end: string; label: string }[];
  timeZone: string;
  displayTimeZone: string;
  locale: string;
}

interface BookingResponseBody {
  message: string;
  errors: Record<string, string>;
  booking: { id: string } & Record<string, unknown>;
}

describe.each(backends.both)('booking API on %s', (backend) => {
  const database = databaseForSuite(backend);
  let offered: string[] = [];
  /** Hands out offered slots no other test has used. */
  const nextSlot = () => {
    const slot = offered.shift();
    if (!slot) throw new Error('Ran out of offered slots');
    return slot;
  };

  async function fetchSlots(query = '') {
    const response = await getSlots(getRequest(`/api/available-slots${query}`));
    return { response, body: (await response.json()) as SlotsBody };
  }

  async function post(body: unknown, options?: Parameters<typeof jsonRequest>[2]) {
    const response = await book(jsonRequest('/api/book-strategy-session', body, options));
    return { response, body: (await response.json()) as BookingResponseBody };
  }

  beforeAll(async () => {
    const { body } = await fetchSlots();
    offered = body.entries.map((entry) => entry.start);
  });

  describe('GET /api/available-slots', () => {
    it('lists four weeks of Tuesday-Thursday sessions as labels and ISO instants, in studio time', async () => {
      const { response, body } = await fetchSlots();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body.timeZone).toBe('America/New_York');
      expect(body.displayTimeZone).toBe('America/New_York');
      expect(body.slots.length).toBeGreaterThan(50);
      expect(body.slots).toEqual(body.entries.map((entry) => entry.label));
      for (const entry of body.entries) {
        expect(new Date(entry.start).toISOString()).toBe(entry.start);
        expect(new Date(entry.end).getTime() - new Date(entry.start).getTime()).toBe(30 * 60_000);
        expect(entry.label).toMatch(
          /^(Tuesday|Wednesday|Thursday), \w+ \d+ at \d+:00 (AM|PM) Eastern Time$/,
        );
      }
    });

    it('labels slots in the visitor’s language and time zone when asked', async () => {
      const { body } = await fetchSlots('?locale=es&tz=Europe/Madrid');
      expect(body.displayTimeZone).toBe('Europe/Madrid');
      expect(body.locale).toBe('es');
      expect(body.slots[0]).toMatch(/^(martes|miércoles|jueves), \d+ de \w+/);
      const first = body.entries[0]!;
      const madridTime = new Intl.DateTimeFormat('es-US', {
        timeZone: 'Europe/Madrid',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(first.start));
      expect(first.label).toContain(madridTime);
      expect(first.label).toMatch(/ hora de Europa central$/);
    });

    it('refuses an unknown time zone or language with a 400 and a message', async () => {
      for (const query of ['?tz=Mars/Olympus', '?locale=fr', '?tz=' + 'A'.repeat(100)]) {
        const { response, body } = await fetchSlots(query);
        expect(response.status, query).toBe(400);
        expect(body).toHaveProperty('message');
      }
    });

    it('answers 429 with Retry-After past the per-client limit', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= bookingRateLimits.slots.points; i += 1) {
        const response = await getSlots(getRequest('/api/available-slots', { client }));
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect((await response.json()).message).toMatch(/Too many requests/);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(
        bookingRateLimits.slots.points,
      );
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('POST /api/book-strategy-session', () => {
    it('stores the booking, queues both emails, answers 201 and stops offering the slot', async () => {
      const timeSlot = nextSlot();
      const { response, body } = await post({ ...visitor, timeSlot });
      expect(response.status).toBe(201);
      expect(body.booking).toMatchObject({
        firstName: 'Ada',
        email: 'ada@example.com',
        start: timeSlot,
        status: 'confirmed',
        timeZone: 'Europe/London',
      });
      expect(body.booking).not.toHaveProperty('cancelTokenHash');

      const { db } = database().handle;
      const [stored] = await db.select().from(bookings).where(eq(bookings.id, body.booking.id));
      expect(stored?.slotStart.toISOString()).toBe(timeSlot);
      const kinds = (await db.select({ kind: emailOutbox.kind }).from(emailOutbox)).map(
        (r) => r.kind,
      );
      expect(kinds).toEqual(
        expect.arrayContaining(['booking.confirmation', 'booking.studio-notification']),
      );
      const { body: after } = await fetchSlots();
      expect(after.entries.map((entry) => entry.start)).not.toContain(timeSlot);
    });

    it('gives the same visitor their booking back when they send it again', async () => {
      const { db } = database().handle;
      const timeSlot = nextSlot();
      const first = await post({ ...visitor, email: 'grace@example.com', timeSlot });
      const again = await post({ ...visitor, email: 'Grace@Example.com', timeSlot });
      expect(first.response.status).toBe(201);
      expect(again.response.status).toBe(200);
      expect(again.body.booking.id).toBe(first.body.booking.id);
      const [{ value } = { value: -1 }] = await db
        .select({ value: count() })
        .from(bookings)
        .where(eq(bookings.email, 'grace@example.com'));
      expect(value).toBe(1);
    });

    it('answers 409 in the visitor’s language when someone else holds the slot', async () => {
      const timeSlot = nextSlot();
      expect(
        (await post({ ...visitor, email: 'first@example.com', timeSlot })).response.status,
      ).toBe(201);
      const english = await post({ ...visitor, email: 'second@example.com', timeSlot });
      expect(english.response.status).toBe(409);
      expect(english.body.message).toMatch(/someone booked that time/);
      const spanish = await post({
        ...visitor,
        email: 'third@example.com',
        timeSlot,
        locale: 'es',
      });
      expect(spanish.response.status).toBe(409);
      expect(spanish.body.message).toMatch(/alguien acaba de reservar/);
    });

    it('lets exactly one of 30 simultaneous requests for a slot win, with no server error', async () => {
      const { db } = database().handle;
      const timeSlot = nextSlot();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          book(
            jsonRequest('/api/book-strategy-session', {
              ...visitor,
              email: `racer${i}@example.com`,
              timeSlot,
            }),
          ),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(29);
      const [{ value } = { value: -1 }] = await db
        .select({ value: count() })
        .from(bookings)
        .where(eq(bookings.slotStart, new Date(timeSlot)));
      expect(value).toBe(1);
    });

    it('enforces one active booking per slot in the database itself', async () => {
      const { db } = database().handle;
      const timeSlot = new Date(nextSlot());
      const row = {
        ...visitor,
        slotStart: timeSlot,
        slotEnd: new Date(timeSlot.getTime() + 30 * 60_000),
        cancelTokenHash: `direct-${backend}-1`,
      };
      await db.insert(bookings).values(row);
      await expect(
        db.insert(bookings).values({ ...row, cancelTokenHash: `direct-${backend}-2` }),
      ).rejects.toThrow();
      // A cancelled booking no longer holds the slot.
      await db
        .update(bookings)
        .set({ status: 'cancelled' })
        .where(eq(bookings.slotStart, timeSlot));
      await db.insert(bookings).values({ ...row, cancelTokenHash: `direct-${backend}-3` });
    });

    describe('with timeSlot as the label the slots list gave', () => {
      /** An unused offered slot and its label, as GET /api/available-slots wrote it. */
      async function labelledSlot(query = '', headers: Record<string, string> = {}) {
        const start = nextSlot();
        const response = await getSlots(getRequest(`/api/available-slots${query}`, { headers }));
        const { entries } = (await response.json()) as SlotsBody;
        const entry = entries.find((candidate) => candidate.start === start);
        if (!entry) throw new Error(`${start} is not offered`);
        return entry;
      }

      it('books the label written in English and studio time when nothing else is said', async () => {
        const { start, label } = await labelledSlot();
        expect(label).toMatch(/ at \d+:00 (AM|PM) Eastern Time$/);
        const { response, body } = await post({
          ...visitor,
          email: 'label-en@example.com',
          locale: undefined,
          timeZone: undefined,
          timeSlot: label,
        });
        expect(response.status).toBe(201);
        expect(body.booking).toMatchObject({ start, timeZone: 'America/New_York', locale: 'en' });
      });

      it('books a Spanish label written in the visitor’s zone', async () => {
        const { start, label } = await labelledSlot('?locale=es&tz=Asia/Kolkata');
        expect(label).toMatch(
          /^(martes|miércoles|jueves|viernes), \d+ de \w+, .* hora de la India$/,
        );
        const { response, body } = await post({
          ...visitor,
          email: 'label-es@example.com',
          locale: 'es',
          timeZone: 'Asia/Kolkata',
          timeSlot: label,
        });
        expect(response.status).toBe(201);
        expect(body.booking).toMatchObject({ start, timeZone: 'Asia/Kolkata', locale: 'es' });
      });

      it('books a label in the language the browser asked for', async () => {
        const headers = { 'accept-language': 'es-MX,es;q=0.9' };
        const { start, label } = await labelledSlot('', headers);
        expect(label).toMatch(/^(martes|miércoles|jueves), /);
        const { response, body } = await post(
          {
            ...visitor,
            email: 'label-header@example.com',
            locale: undefined,
            timeZone: undefined,
            timeSlot: label,
          },
          { headers },
        );
        expect(response.status).toBe(201);
        expect(body.booking.start).toBe(start);
      });

      it('answers 409 for the label of a session someone else holds', async () => {
        const { label } = await labelledSlot();
        const bookAs = (email: string) =>
          post({ ...visitor, email, timeZone: undefined, timeSlot: label });
        expect((await bookAs('holder@example.com')).response.status).toBe(201);
        expect((await bookAs('late@example.com')).response.status).toBe(409);
      });

      it('refuses a label written for another language or zone with a 400 naming timeSlot', async () => {
        const { start, label } = await labelledSlot();
        const mismatches = [
          { locale: 'es', timeZone: undefined },
          { locale: 'en', timeZone: 'Europe/Madrid' },
        ];
        for (const mismatch of mismatches) {
          const { response, body } = await post({ ...visitor, ...mismatch, timeSlot: label });
          expect(response.status).toBe(400);
          expect(body.errors.timeSlot).toMatch(/available times|horarios disponibles/);
        }
        // Nothing was booked: the slot goes back to the pool.
        offered.unshift(start);
      });
    });

    it('quietly drops a submission whose honeypot field is filled in', async () => {
      const timeSlot = nextSlot();
      const { response } = await post({
        ...visitor,
        timeSlot,
        referenceCode: 'http://spam.example',
      });
      expect(response.status).toBe(201);
      const { body } = await fetchSlots();
      expect(body.entries.map((entry) => entry.start)).toContain(timeSlot);
      offered.unshift(timeSlot);
    });
  });

  describe('validation', () => {
    const pastTuesday = '2020-03-03T15:00:00.000Z';
    const beyondHorizon = () =>
      availableSlots({
        now: new Date(Date.now() + 40 * 86_400_000),
        config: availabilityConfig,
      })[0]!.start.toISOString();
    const offGrid = () => new Date(new Date(offered[0]!).getTime() + 30 * 60_000).toISOString();

    const cases: [
      name: string,
      patch: () => Record<string, unknown>,
      field: string,
      text: RegExp,
    ][] = [
      ['missing first name', () => ({ firstName: undefined }), 'firstName', /required/],
      ['blank last name', () => ({ lastName: '   ' }), 'lastName', /required/],
      ['invalid email', () => ({ email: 'not-an-email' }), 'email', /valid email/],
      ['email with a line break', () => ({ email: 'a@b.co\nBcc: x@y.co' }), 'email', /single line/],
      [
        'first name with a line break',
        () => ({ firstName: 'Ada\nLovelace' }),
        'firstName',
        /single line/,
      ],
      [
        'company with a carriage return',
        () => ({ company: 'Acme\rInc' }),
        'company',
        /single line/,
      ],
      ['overlong first name', () => ({ firstName: 'A'.repeat(81) }), 'firstName', /longer/],
      ['overlong goals', () => ({ goals: 'g'.repeat(2001) }), 'goals', /longer/],
      ['NUL in challenges', () => ({ challenges: 'bad\u0000bytes' }), 'challenges', /characters/],
      ['number as a name', () => ({ firstName: 42 }), 'firstName', /not valid/],
      ['missing time slot', () => ({ timeSlot: undefined }), 'timeSlot', /available times/],
      [
        'time slot that is not a date',
        () => ({ timeSlot: 'next tuesday' }),
        'timeSlot',
        /available times/,
      ],
      [
        'time slot in the past',
        () => ({ timeSlot: pastTuesday }),
        'timeSlot',
        /no longer available/,
      ],
      [
        'time slot off the grid',
        () => ({ timeSlot: offGrid() }),
        'timeSlot',
        /no longer available/,
      ],
      [
        'time slot beyond four weeks',
        () => ({ timeSlot: beyondHorizon() }),
        'timeSlot',
        /no longer available/,
      ],
      ['unknown language', () => ({ locale: 'fr' }), 'locale', /English or Spanish/],
      ['unknown time zone', () => ({ timeZone: 'Mars/Olympus' }), 'timeZone', /not recognised/],
      ['unknown field', () => ({ isAdmin: true }), 'isAdmin', /do not accept/],
    ];

    it.each(cases)('refuses %s with a 400 naming the field', async (_name, patch, field, text) => {
      const { response, body } = await post({ ...visitor, timeSlot: offered[0], ...patch() });
      expect(response.status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors[field]).toMatch(text);
    });

    it('answers in Spanish for a Spanish visitor', async () => {
      const { response, body } = await post({
        ...visitor,
        locale: 'es',
        email: 'x',
        timeSlot: offered[0],
      });
      expect(response.status).toBe(400);
      expect(body.message).toMatch(/Revise los campos/);
      expect(body.errors.email).toBe('Ingrese un correo electrónico válido.');
      const byHeader = await post(
        { ...visitor, locale: undefined, email: 'x', timeSlot: offered[0] },
        {
          headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
        },
      );
      expect(byHeader.body.errors.email).toBe('Ingrese un correo electrónico válido.');
    });

    it('refuses bodies that are not a JSON object', async () => {
      for (const raw of ['[]', 'null', '"text"', '{"firstName":']) {
        const { response, body } = await post(undefined, { raw });
        expect(response.status, raw).toBe(400);
        expect(body.message).toEqual(expect.any(String));
      }
    });

    it('refuses anything but JSON with 415 and oversized bodies with 413', async () => {
      const form = await post(undefined, {
        raw: 'firstName=Ada',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.response.status).toBe(415);
      const plain = await post(undefined, { raw: '{}', headers: { 'content-type': 'text/plain' } });
      expect(plain.response.status).toBe(415);
      const huge = await post({ ...visitor, goals: 'x'.repeat(40_000), timeSlot: offered[0] });
      expect(huge.response.status).toBe(413);
    });

    it('refuses cross-site requests with 403 and accepts same-origin ones', async () => {
      const timeSlot = nextSlot();
      const evil = await post(
        { ...visitor, timeSlot },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(evil.response.status).toBe(403);
      expect(evil.body.message).toMatch(/Marlowe Creative Studio website/);
      const fetchSite = await post(
        { ...visitor, timeSlot },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(fetchSite.response.status).toBe(403);
      const same = await post(
        { ...visitor, email: 'same-origin@example.com', timeSlot },
        { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } },
      );
      expect(same.response.status).toBe(201);
    });

    it('answers 429 with Retry-After past the per-client booking limit', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= bookingRateLimits.bookings.points; i += 1) {
        const response = await book(
          jsonRequest('/api/book-strategy-session', { firstName: 'x' }, { client }),
        );
        statuses.push(response.status);
        if (response.status === 429)
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
