import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

/** Liveness check for load balancers and uptime monitors. */
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
