import { site } from '@/config/site';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.location.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Spares formatting each view: offsets are multiples of 15 minutes, so no stretch spans two days.
const STRETCH_MS = 15 * 60_000;
let cached = { from: 0, until: 0, day: '' };

export function studioDay(at: Date): string {
  const time = at.getTime();
  if (time >= cached.from && time < cached.until) return cached.day;
  const from = Math.floor(time / STRETCH_MS) * STRETCH_MS;
  cached = { from, until: from + STRETCH_MS, day: dayFormat.format(at) };
  return cached.day;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
