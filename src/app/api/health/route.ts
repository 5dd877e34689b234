import { NextResponse } from 'next/server';
import { serverHealth } from '@/server/db/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness check for load balancers and uptime monitors: 200 `{ status: "ok" }` once the server
 * has migrated its database and can reach it; 503 with `starting`, `stopping` or
 * `database-unreachable` otherwise, so traffic goes to the other servers meanwhile.
 */
export async function GET() {
  const status = await serverHealth();
  const ok = status === 'ok';
  return NextResponse.json(
    { status },
    {
      status: ok ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(ok ? {} : { 'Retry-After': '5' }) },
    },
  );
}
