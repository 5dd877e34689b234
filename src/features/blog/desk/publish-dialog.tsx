'use client';

import { TZDate } from '@date-fns/tz';
import { Send } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { ActionMessageRegion, type ActionMessage } from '@/components/desk/action-message';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dayKey, describeTimeZone, formatSlot } from '@/lib/dates';
import { deskApi } from '@/lib/desk-address';
import { fill } from '@/lib/fill-placeholders';
import { TextField } from './editor-fields';
import type { EditorTexts } from './editor-types';

function studioInstant(date: string, time: string): Date | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if (!year || !month || !day || hours === undefined || minutes === undefined) return undefined;
  if (Number.isNaN(hours) || Number.isNaN(minutes)) return undefined;
  return new Date(new TZDate(year, month - 1, day, hours, minutes, studioTimeZone).getTime());
}

function studioTimeIn(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: studioTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function PublishDialog({
  id,
  locale,
  title,
  live,
  failing,
  texts,
  failedText,
  save,
  onPublished,
}: {
  id: string;
  locale: Locale;
  title: string;
  live: boolean;
  failing: string[];
  texts: EditorTexts;
  failedText: string;
  save: () => Promise<number | undefined>;
  onPublished: (version: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => {
    const soon = new Date(Date.now() + 60 * 60_000);
    return { date: dayKey(soon, studioTimeZone), time: studioTimeIn(soon) };
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage>();
  const [done, setDone] = useState<{ text: string; scheduled: boolean }>();
  const moment = when === 'later' ? studioInstant(at.date, at.time) : undefined;

  const publish = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const version = await save();
      if (version === undefined) {
        setMessage({ kind: 'error', text: failedText });
        return;
      }
      const response = await apiRequest('POST', deskApi(`articles/${id}/publish`, locale), {
        version,
        ...(when === 'later' && { at }),
      });
      const body = (await response.json()) as { version: number; message: string };
      onPublished(body.version);
      setDone({ text: body.message, scheduled: when === 'later' });
    } catch (error) {
      const text = error instanceof ApiError ? error.serverMessage : undefined;
      setMessage({ kind: 'error', text: text ?? failedText });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDone(undefined);
      }}
      trigger={
        <Button>
          <Send aria-hidden="true" />
          {live ? texts.update : texts.publish}
        </Button>
      }
      title={fill(texts.publishTitle, { title })}
      description={texts.publishText}
      closeLabel={texts.close}
    >
      {done ? (
        <div className="grid gap-3" role="status">
          <p className="font-medium">{done.text}</p>
          <p>{done.scheduled ? texts.newsletterLater : texts.newsletterOffer}</p>
          {!done.scheduled && (
            <Link
              href={localizedPath(locale, deskPath.newsletter)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {texts.toNewsletter}
            </Link>
          )}
        </div>
      ) : (
        <div className="grid gap-4">
          {!live && (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="text-sm font-medium">{texts.when}</legend>
              {(['now', 'later'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="publish-when"
                    value={choice}
                    checked={when === choice}
                    onChange={() => setWhen(choice)}
                    className="size-4 accent-primary"
                  />
                  {choice === 'now' ? texts.now : texts.later}
                </label>
              ))}
            </fieldset>
          )}
          {when === 'later' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={fill(texts.scheduleDate, {
                  zone: describeTimeZone(studioTimeZone, locale),
                })}
                type="date"
                value={at.date}
                onChange={(date) => setAt({ ...at, date })}
              />
              <TextField
                label={texts.scheduleTime}
                type="time"
                value={at.time}
                onChange={(time) => setAt({ ...at, time })}
              />
              {moment && (
                <p className="text-sm text-muted-foreground sm:col-span-2">
                  {fill(texts.yourTimeIs, {
                    time: formatSlot(moment, locale, viewerZone(), { year: true }),
                  })}
                </p>
              )}
            </div>
          )}
          {failing.length > 0 && (
            <div className="grid gap-1 text-sm">
              <p className="font-medium text-destructive">{texts.failingChecks}</p>
              <ul className="list-disc pl-5">
                {failing.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </div>
          )}
          <ActionMessageRegion message={message} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {texts.notYet}
            </Button>
            <Button onClick={publish} disabled={busy || (when === 'later' && !moment)}>
              {failing.length > 0
                ? texts.publishAnyway
                : when === 'later'
                  ? texts.schedule
                  : texts.publishNow}
            </Button>
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
