import type { Browser } from '@playwright/test';
import { studioTimeZone } from '../../../src/config/site';
import { dayKey } from '../../../src/lib/dates';
import { audit, readiness, wizard } from '../../../tests/api/support/leads';
import { deskRequest, inStep, type DeskServer } from './desk-servers';
import { emailedLink } from './outbox-links';

// What the desk shows, made through the site's own APIs: the same requests on each server.
const visitors = [
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    locale: 'en',
    timeZone: 'Europe/Madrid',
  },
  {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: 'lucia@example.com',
    locale: 'es',
    timeZone: 'America/Mexico_City',
  },
  { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', locale: 'en' },
];
const readers = [
  { email: 'reader@example.com', language: 'en', confirm: true },
  { email: 'lectora@example.com', language: 'es', confirm: true },
  { email: 'pending@example.com', language: 'en', confirm: false },
];
const userAgents = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};
const views = [
  { page: '/', referrer: 'https://www.google.com/', agent: userAgents.desktop },
  { page: '/services/custom-ai-agents', referrer: '/', agent: userAgents.desktop },
  { page: '/contact', referrer: '/services/custom-ai-agents', agent: userAgents.desktop },
  {
    page: '/es/blog?utm_source=newsletter&utm_medium=email',
    referrer: '',
    agent: userAgents.phone,
  },
  { page: '/es/blog/first-90-days-of-ai', referrer: '/es/blog', agent: userAgents.phone },
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const ROLLUP_WAIT_MS = 6 * 60_000;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

const post = (server: DeskServer, address: string, body: unknown) =>
  fetch(`${server.origin}${address}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The offered times, the same on every server (one set of rules, one clock), by studio day. */
async function offeredDays(servers: readonly DeskServer[]): Promise<string[][]> {
  const lists = await inStep(servers, async (server) => {
    const { entries } = await json<{ entries: { start: string }[] }>(
      await fetch(`${server.origin}/api/available-slots`),
    );
    return entries.map((entry) => entry.start);
  });
  if (new Set(lists.map((list) => list.join())).size > 1) {
    throw new Error('The servers offer different times: is one of them on other rules?');
  }
  const days = new Map<string, string[]>();
  for (const start of lists[0]!) {
    const day = dayKey(new Date(start), studioTimeZone);
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return [...days.values()];
}

// A booking's id is in no answer to the visitor: the desk's export lists it.
async function bookingIdOf(server: DeskServer, email: string): Promise<string> {
  const csv = await (await deskRequest(server, '/api/studio/export/bookings?locale=en')).text();
  const id = UUID.exec(csv.split('\r\n').find((line) => line.includes(email)) ?? '')?.[0];
  if (!id) throw new Error(`No booking of ${email} on ${server.origin}.`);
  return id;
}

function auditForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries(audit)) {
    for (const item of [value].flat()) form.append(name, item);
  }
  const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'team-structure.pdf');
  return form;
}

async function seedBookings(servers: readonly DeskServer[]) {
  // Clear of the first day (its notice hours) and one a day (the daily cap).
  const days = (await offeredDays(servers)).slice(1);
  if (days.length < 5) throw new Error('Fewer than 6 days with free times: see the rules.');
  for (const [index, visitor] of visitors.entries()) {
    const body = {
      ...visitor,
      timeSlot: days[index]![0],
      challenges: 'Weekly reports are put together by hand from three tools.',
      goals: 'Reports that write themselves, and a clear first AI project.',
    };
    await inStep(servers, async (server) =>
      json(await post(server, '/api/book-strategy-session', body)),
    );
  }
  // The first visitor's session moves, so its badge and history show too.
  const ids = await inStep(servers, (server) => bookingIdOf(server, visitors[0]!.email));
  await inStep(servers, (server, index) =>
    deskRequest(server, `/api/studio/bookings/${ids[index]}/move`, {
      method: 'POST',
      body: JSON.stringify({ start: days[3]![0] }),
    }),
  );
  await inStep(servers, (server) =>
    deskRequest(server, '/api/studio/days-off', {
      method: 'POST',
      body: JSON.stringify({
        from: dayKey(new Date(days[4]![0]!), studioTimeZone),
        note: 'Studio retreat',
      }),
    }),
  );
  return ids;
}

async function seedLeads(servers: readonly DeskServer[]) {
  type Receipt = { lead: { id: string } };
  const handled = await inStep(servers, async (server) =>
    json<Receipt>(await post(server, '/api/leads/wizard', wizard)),
  );
  await inStep(servers, async (server) =>
    json(await post(server, '/api/leads/readiness', readiness)),
  );
  const withFile = await inStep(servers, async (server) =>
    json<Receipt>(
      await fetch(`${server.origin}/api/leads/audit`, { method: 'POST', body: auditForm() }),
    ),
  );
  await inStep(servers, (server, index) =>
    deskRequest(server, `/api/studio/leads/${handled[index]!.lead.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ handled: true, note: 'Called back; a proposal goes out on Friday.' }),
    }),
  );
  return withFile.map((receipt) => receipt.lead.id);
}

// Confirmed with the emailed link's button, as a reader does (a form action in builds before the
// submit hook, a button calling the API since).
async function seedSubscribers(servers: readonly DeskServer[], browser: Browser) {
  for (const { email, language, confirm } of readers) {
    await inStep(servers, async (server) =>
      json(await post(server, '/api/email-subscription', { source: 'blogazine', email, language })),
    );
    if (!confirm) continue;
    const links = await Promise.all(
      servers.map((server) =>
        emailedLink(server.dataDir, email, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/),
      ),
    );
    await inStep(servers, async (server, index) => {
      const page = await browser.newPage();
      const { pathname, search } = links[index]!;
      await page.goto(`${server.origin}${pathname}${search}`);
      const confirm = page.locator('main').getByRole('button');
      await confirm.click();
      await confirm.waitFor({ state: 'detached' });
      await page.close();
    });
  }
}

async function seedViews(servers: readonly DeskServer[]) {
  for (const { page, referrer, agent } of views) {
    await inStep(servers, async (server) => {
      const answer = await fetch(`${server.origin}/api/analytics/view`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': agent },
        body: JSON.stringify({
          u: `${server.origin}${page}`,
          r: referrer.startsWith('/') ? `${server.origin}${referrer}` : referrer,
        }),
      });
      if (answer.status !== 202) throw new Error(`The view of ${page} was not counted.`);
    });
  }
}

/** Records of every kind the desk lists; the addresses of one booking's and one lead's screen. */
export async function seedDesk(servers: readonly DeskServer[], browser: Browser) {
  const bookings = await seedBookings(servers);
  const leads = await seedLeads(servers);
  await seedSubscribers(servers, browser);
  await seedViews(servers);
  return servers.map((_, index) => ({
    booking: `/studio/bookings/${bookings[index]}`,
    lead: `/studio/leads/${leads[index]}`,
  }));
}

// The report's figures of today are drawn up every 5 minutes from each server's start: wait
// until every server shows the views seeded above, the same on each from then on.
export async function waitForAnalytics(servers: readonly DeskServer[]) {
  const deadline = Date.now() + ROLLUP_WAIT_MS;
  const viewsShown = async (server: DeskServer) => {
    const csv = await (
      await deskRequest(server, '/api/studio/analytics/export?range=7&locale=en')
    ).text();
    return Number(csv.split('\r\n')[1]?.split(',')[3]?.replaceAll('"', ''));
  };
  while ((await Promise.all(servers.map(viewsShown))).some((count) => count !== views.length)) {
    if (Date.now() > deadline) {
      throw new Error('The analytics report did not show the seeded views.');
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
