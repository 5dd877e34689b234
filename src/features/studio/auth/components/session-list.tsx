'use client';

import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { useDeskAction } from '@/components/desk/use-desk-action';

interface SessionItem {
  id: string;
  device: string;
  details: string[];
  current: boolean;
}

interface SessionTexts {
  current: string;
  signOut: string;
  signedOut: string;
  signOutEverywhere: string;
  signOutEverywhereConfirm: string;
  cancel: string;
  failed: string;
}

export function SessionList({
  locale,
  sessions,
  texts,
}: {
  locale: Locale;
  sessions: SessionItem[];
  texts: SessionTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border p-4"
          >
            <div className="flex min-w-0 gap-3">
              <MonitorSmartphone
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-indigo"
              />
              <div className="min-w-0">
                <p className="font-medium break-words">{session.device}</p>
                {session.details.map((detail) => (
                  <p key={detail} className="text-sm text-muted-foreground">
                    {detail}
                  </p>
                ))}
                {session.current && (
                  <Badge variant="outline" className="mt-2">
                    {texts.current}
                  </Badge>
                )}
              </div>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() =>
                run('DELETE', `security/sessions/${session.id}`, undefined, texts.signedOut)
              }
            >
              {texts.signOut}
              <span className="sr-only">: {session.device}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={pending} className="w-full sm:w-fit">
            <LogOut aria-hidden="true" />
            {texts.signOutEverywhere}
          </Button>
        }
        title={texts.signOutEverywhere}
        description={texts.signOutEverywhereConfirm}
        confirm={texts.signOutEverywhere}
        cancel={texts.cancel}
        onConfirm={() => run('POST', 'security/sign-out-everywhere', undefined, texts.signedOut)}
      />
      <ActionMessageRegion message={message} />
    </div>
  );
}
