'use client';

import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { fill } from '@/lib/fill-placeholders';
import { useDeskAction } from '@/components/desk/use-desk-action';
import { useDeskNotice } from '@/components/desk/desk-notice';

interface ReopenDayButtonProps {
  locale: Locale;
  day: string;
  label: string;
  texts: { reopen: string; reopened: string; failed: string };
}

export function ReopenDayButton({ locale, day, label, texts }: ReopenDayButtonProps) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const notify = useDeskNotice();
  const reopen = async () => {
    const done = fill(texts.reopened, { day: label });
    if (await run('DELETE', `days-off/${day}`, undefined, done)) notify(done);
  };
  return (
    <div className="grid justify-items-start gap-2">
      <Button size="sm" variant="outline" disabled={pending} onClick={reopen}>
        {texts.reopen}
        <span className="sr-only">: {label}</span>
      </Button>
      <ActionMessageRegion message={message?.kind === 'error' ? message : undefined} />
    </div>
  );
}
