import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { DESK_PATH_HEADER, SESSION_COOKIE } from '@/config/desk';
import { isLocale, type Locale } from '@/i18n/routing';
import { signInAddress } from '@/lib/desk-address';
import { getDatabase } from '@/server/db/connection';
import { findDeskSession, type DeskSession } from '@/server/desk/session-repository';

// One lookup per request, shared by the shell and the page.
export const currentDeskSession = cache(async (): Promise<DeskSession | undefined> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  return findDeskSession((await getDatabase()).db, token, new Date());
});

export async function requireDeskSession(locale: Locale): Promise<DeskSession> {
  const session = await currentDeskSession();
  if (session) return session;
  redirect(signInAddress(locale, (await headers()).get(DESK_PATH_HEADER)));
}

type SearchParams = Record<string, string | string[] | undefined>;

export interface DeskPageContext<P> {
  session: DeskSession;
  locale: Locale;
  params: P;
  searchParams: SearchParams;
}

interface DeskPageProps {
  params: Promise<{ locale: string } & Record<string, string>>;
  searchParams: Promise<SearchParams>;
}

// Every guarded desk page is this wrapper's result: the session is checked before anything else runs.
export function deskPage<P extends Record<string, string> = Record<string, never>>(
  render: (context: DeskPageContext<P>) => Promise<ReactNode>,
) {
  return async function DeskPage({ params, searchParams }: DeskPageProps) {
    const { locale, ...rest } = await params;
    if (!isLocale(locale)) notFound();
    const session = await requireDeskSession(locale);
    setRequestLocale(locale);
    return render({ session, locale, params: rest as P, searchParams: await searchParams });
  };
}
