'use client';

import { FlaskConical, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { useDeskNotice } from '@/components/desk/desk-notice';
import type { Locale } from '@/i18n/routing';

export interface IssueActionTexts {
  test: string;
  testQueued: string;
  send: string;
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  queued: string;
  failed: string;
}

// `recipients` is the count the studio sees; the server refuses the send if it has changed.
export function IssueActions({
  locale,
  article,
  recipients,
  texts,
}: {
  locale: Locale;
  article: string;
  recipients: number;
  texts: IssueActionTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const notify = useDeskNotice();
  const sendTest = () => run('POST', 'newsletter/test', { article }, texts.testQueued);
  const send = async () => {
    const queued = await run('POST', 'newsletter/sends', { article, recipients }, texts.queued);
    if (queued) notify(texts.queued);
    return queued;
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3">
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={sendTest}
          className="h-auto min-h-9 shrink py-1.5 text-left wrap-anywhere whitespace-normal"
        >
          <FlaskConical aria-hidden="true" />
          {texts.test}
        </Button>
        {recipients > 0 && (
          <ConfirmDialog
            trigger={
              <Button size="sm" disabled={pending}>
                <Send aria-hidden="true" />
                {texts.send}
              </Button>
            }
            title={texts.confirmTitle}
            description={texts.confirmText}
            confirm={texts.confirm}
            cancel={texts.cancel}
            onConfirm={send}
          />
        )}
      </div>
      <ActionMessageRegion message={message} />
    </div>
  );
}
