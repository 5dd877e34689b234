'use client';

import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { ActionMessageRegion } from '@/components/desk/action-message';
import { ConfirmDialog } from '@/components/desk/confirm-dialog';
import { useDeskAction } from '@/components/desk/use-desk-action';

export interface CalendarActionTexts {
  readNow: string;
  read: string;
  remove: string;
  removeTitle: string;
  removeText: string;
  confirmRemove: string;
  removed: string;
  makeWriter: string;
  stopWriting: string;
  rolesSaved: string;
  keep: string;
  failed: string;
}

export function CalendarActions({
  locale,
  calendar,
  texts,
}: {
  locale: Locale;
  calendar: { id: string; name: string; kind: 'feed' | 'caldav'; reads: boolean; writes: boolean };
  texts: CalendarActionTexts;
}) {
  const { run, pending, message } = useDeskAction(locale, texts.failed);
  const name = { name: calendar.name };
  const path = `calendars/${calendar.id}`;
  const roles = { reads: calendar.reads || !calendar.writes, writes: !calendar.writes };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {calendar.reads && (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => run('POST', `${path}/refresh`, undefined, fill(texts.read, name))}
          >
            {texts.readNow}
            <span className="sr-only">: {calendar.name}</span>
          </Button>
        )}
        {calendar.kind === 'caldav' && (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => run('POST', `${path}/roles`, roles, fill(texts.rolesSaved, name))}
          >
            {calendar.writes ? texts.stopWriting : texts.makeWriter}
            <span className="sr-only">: {calendar.name}</span>
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={pending}>
              {texts.remove}
              <span className="sr-only">: {calendar.name}</span>
            </Button>
          }
          title={fill(texts.removeTitle, name)}
          description={texts.removeText}
          confirm={texts.confirmRemove}
          cancel={texts.keep}
          onConfirm={() => run('DELETE', path, undefined, fill(texts.removed, name))}
        />
      </div>
      <ActionMessageRegion message={message} />
    </div>
  );
}
