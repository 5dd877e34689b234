import 'server-only';
import { analyticsRecorder } from './recorder';
import { exclusion, sameSiteUrl, sighting } from './request-traits';
import type { AnalyticsGoal } from '@/server/db/schema';
import { env } from '@/server/env';
import type { HeaderSource } from '@/server/http/client-address';
import { isPagePath } from '@/server/http/page-addresses';

// The page is the Referer; the visit's source is found when the day's totals are drawn up.
export function recordGoal(
  goal: AnalyticsGoal,
  request: { headers: HeaderSource },
  now = new Date(),
): void {
  const { headers } = request;
  if (exclusion(headers)) return;
  const page = sameSiteUrl(headers.get('referer'), headers.get('host'));
  analyticsRecorder().addGoal({
    ...sighting(headers, env.TRUST_PROXY, now),
    goal,
    path: page && isPagePath(page.pathname) ? page.pathname : null,
  });
}
