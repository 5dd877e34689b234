import { NextResponse } from 'next/server';
import { serverHealth } from '@/server/runtime/readiness';

export const dynamic = 'force-dynamic';

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
