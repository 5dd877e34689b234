'use client';

import { Copy, EyeOff, Plus } from 'lucide-react';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { useDeskNotice } from '@/components/desk/desk-notice';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

export function NewArticleButton({
  locale,
  texts,
}: {
  locale: Locale;
  texts: { new: string; created: string; failed: string };
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  return (
    <div className="grid gap-2">
      <Button
        disabled={pending}
        onClick={() => run('POST', 'articles', {}, texts.created, { follow: true })}
      >
        <Plus aria-hidden="true" />
        {texts.new}
      </Button>
      <ActionMessageRegion message={message} />
    </div>
  );
}

export interface RowActionTexts {
  duplicate: string;
  duplicateLabel: string;
  duplicated: string;
  unpublish: string;
  unpublishTitle: string;
  unpublishText: string;
  unpublishConfirm: string;
  keep: string;
  unpublished: string;
  failed: string;
}

export function ArticleRowActions({
  locale,
  id,
  version,
  live,
  texts,
}: {
  locale: Locale;
  id: string;
  version: number;
  live: boolean;
  texts: RowActionTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const notify = useDeskNotice();
  const unpublish = async () => {
    const done = await run('POST', `articles/${id}/unpublish`, { version }, texts.unpublished);
    if (done) notify(texts.unpublished);
    return done;
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={texts.duplicateLabel}
          onClick={() =>
            run('POST', 'articles', { copyOf: id }, texts.duplicated, { follow: true })
          }
        >
          <Copy aria-hidden="true" />
          {texts.duplicate}
        </Button>
        {live && (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" disabled={pending}>
                <EyeOff aria-hidden="true" />
                {texts.unpublish}
              </Button>
            }
            title={texts.unpublishTitle}
            description={texts.unpublishText}
            confirm={texts.unpublishConfirm}
            cancel={texts.keep}
            onConfirm={unpublish}
          />
        )}
      </div>
      <ActionMessageRegion message={message} />
    </div>
  );
}
