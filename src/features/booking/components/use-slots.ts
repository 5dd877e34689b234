'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isTimeZone } from '../schema';
import type { SlotsResponse } from '../slots-response';

function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/** Fetched once `enabled` (on leaving step 1), then kept until the dialog closes. */
export function useSlots(locale: Locale, enabled: boolean) {
  const queryClient = useQueryClient();
  const [timeZone] = useState(browserTimeZone);
  const path = `/api/available-slots?${new URLSearchParams({ locale, ...(timeZone ? { tz: timeZone } : {}) })}`;
  const queryKey = useMemo(() => [path], [path]);
  const query = useQuery<SlotsResponse>({ queryKey, enabled });

  useEffect(() => () => queryClient.removeQueries({ queryKey }), [queryClient, queryKey]);

  return { ...query, timeZone };
}
