import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { deskOrigin, signedInDesk } from './desk';
import { expect } from './fixtures';

const studioHour = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  hourCycle: 'h23',
});

// The desk's sessions keep to the studio's 3 PM, latest first: the visitors' tests book earlier.
// Entered by the owner (with the visitor's invitation), so they do not count against the
// visitors' hourly limit per address, which the visitors' own tests use up. Answers the start.
export async function bookSession(page: Page, email: string, lastName: string): Promise<Date> {
  await signedInDesk(page);
  const slots = await page.request.get(`${deskOrigin}/api/available-slots`);
  const { entries } = (await slots.json()) as { entries: { start: string }[] };
  const late = entries.filter((entry) => studioHour.format(new Date(entry.start)) === '15');
  for (const entry of late.reverse()) {
    const response = await page.request.post(`${deskOrigin}/api/studio/bookings?locale=en`, {
      headers: { origin: deskOrigin },
      data: { firstName: 'Desk', lastName, email, locale: 'en', start: entry.start, invite: true },
    });
    if (response.status() === 201) return new Date(entry.start);
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No free 3 PM session left');
}

// Each from a loopback address of its own, as real leads come from different visitors: one address
// would use up the hourly limit per visitor, which the visitors' own lead tests need.
export async function sendLead(email: string, company: string) {
  const status = await postAsVisitor(`${deskOrigin}/api/leads/wizard`, {
    companyName: company,
    industry: 'technology',
    companySize: '11-50',
    role: 'Owner',
    email,
    aiExperience: 2,
    currentChallenges: 'Too many manual steps.',
    primaryGoals: 'Answer leads faster.',
    departments: ['sales'],
    timeline: 'quarter',
    budget: 'not-sure',
    priorities: '',
    additionalInfo: '',
    locale: 'en',
  });
  expect(status).toBe(201);
}

function postAsVisitor(url: string, body: unknown): Promise<number> {
  const visitor = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        family: 4,
        localAddress: visitor,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

// The owner's erasure, through the desk's API, so a rerun starts from free times.
export async function eraseEverythingOf(page: Page, email: string) {
  const response = await page.request.post(`${deskOrigin}/api/studio/erase`, {
    headers: { origin: deskOrigin },
    data: { email },
  });
  expect(response.status()).toBe(200);
}
