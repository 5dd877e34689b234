'use client';

import { useSyncExternalStore } from 'react';
import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { fill } from '@/lib/fill-placeholders';

const noSubscription = () => () => {};

// The server knows only the studio's zone: the browser adds its own when it is another.
export function ViewerTime({
  at,
  locale,
  template,
}: {
  at: string;
  locale: Locale;
  template: string;
}) {
  const zone = useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => studioTimeZone,
  );
  if (zone === studioTimeZone) return null;
  return (
    <span>
      {' · '}
      {fill(template, { time: formatSlot(new Date(at), locale, zone, { year: true }) })}
    </span>
  );
}
