'use client';

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { fill } from '@/lib/fill-placeholders';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { useDeskNotice } from '@/components/desk/desk-notice';

interface RemoveSubscriberButtonProps {
  locale: Locale;
  subscriber: { id: string; email: string };
  texts: {
    remove: string;
    removeTitle: string;
    removeText: string;
    confirm: string;
    keep: string;
    removed: string;
    failed: string;
  };
}

export function RemoveSubscriberButton({ locale, subscriber, texts }: RemoveSubscriberButtonProps) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const notify = useDeskNotice();
  const values = { email: subscriber.email };
  const remove = async () => {
    const done = fill(texts.removed, values);
    const removed = await run('DELETE', `subscribers/${subscriber.id}`, undefined, done);
    if (removed) notify(done);
    return removed;
  };
  return (
    <div className="grid gap-2">
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={pending} className="w-fit">
            <Trash2 aria-hidden="true" />
            {texts.remove}
            <span className="sr-only">: {subscriber.email}</span>
          </Button>
        }
        title={fill(texts.removeTitle, values)}
        description={texts.removeText}
        confirm={texts.confirm}
        cancel={texts.keep}
        onConfirm={remove}
      />
      <ActionMessageRegion message={message?.kind === 'error' ? message : undefined} />
    </div>
  );
}
