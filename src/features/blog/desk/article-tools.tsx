'use client';

import { Eye, ExternalLink, History } from 'lucide-react';
import { useState } from 'react';
import { ActionMessageRegion, type ActionMessage } from '@/components/desk/action-message';
import { Button } from '@/components/ui/button';
import { locales, type Locale } from '@/i18n/routing';
import { ApiError, apiRequest } from '@/lib/api-client';
import { deskApi } from '@/lib/desk-address';
import { fill } from '@/lib/fill-placeholders';
import type { EditorTexts } from './editor-types';

const panel = 'grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 shadow-soft';

async function deskPost<R>(path: string, locale: Locale, body: unknown): Promise<R> {
  const response = await apiRequest('POST', deskApi(path, locale), body);
  return (await response.json()) as R;
}

const failure = (error: unknown, failed: string): ActionMessage => ({
  kind: 'error',
  text: (error instanceof ApiError && error.serverMessage) || failed,
});

interface PreviewLinks {
  en: string;
  es: string;
  expires: string;
}

// The draft as it is saved: pending changes are saved first.
export function PreviewPanel({
  id,
  locale,
  texts,
  failed,
  save,
}: {
  id: string;
  locale: Locale;
  texts: EditorTexts;
  failed: string;
  save: () => Promise<number | undefined>;
}) {
  const [links, setLinks] = useState<PreviewLinks>();
  const [message, setMessage] = useState<ActionMessage>();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      if ((await save()) === undefined) throw new Error('not saved');
      setLinks(await deskPost<PreviewLinks>(`articles/${id}/preview`, locale, undefined));
    } catch (error) {
      setMessage(failure(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="article-preview" className={panel}>
      <h2 id="article-preview" className="text-lg font-semibold">
        {texts.preview}
      </h2>
      <Button variant="outline" onClick={open} disabled={busy} className="justify-self-start">
        <Eye aria-hidden="true" />
        {texts.preview}
      </Button>
      {links && (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">
            {fill(texts.previewLinks, { time: links.expires })}
          </p>
          <ul className="grid gap-1">
            {locales.map((language) => (
              <li key={language}>
                <a
                  href={links[language]}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {fill(texts.previewIn, { language: texts.languages[language] })}
                  <span className="sr-only"> {texts.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ActionMessageRegion message={message} />
    </section>
  );
}

export interface RevisionItem {
  id: string;
  time: string;
  reason: keyof EditorTexts['reasons'];
  device: string | null;
}

export function RevisionsPanel({
  id,
  locale,
  texts,
  failed,
  revisions,
  save,
}: {
  id: string;
  locale: Locale;
  texts: EditorTexts;
  failed: string;
  revisions: readonly RevisionItem[];
  save: () => Promise<number | undefined>;
}) {
  const [message, setMessage] = useState<ActionMessage>();
  const [busy, setBusy] = useState(false);
  const restore = async (revision: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const version = await save();
      if (version === undefined) throw new Error('not saved');
      await deskPost(`articles/${id}/revisions/${revision}`, locale, { version });
      // The restored draft is the server's now: the page opens it as it would any other.
      window.location.reload();
    } catch (error) {
      setMessage(failure(error, failed));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="article-revisions" className={panel}>
      <h2 id="article-revisions" className="inline-flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden="true" className="size-5" />
        {texts.revisions}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.revisionsText}</p>
      {revisions.length === 0 ? (
        <p className="text-sm">{texts.noRevisions}</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-y-auto text-sm">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {fill(texts.revision, {
                  time: revision.time,
                  reason: texts.reasons[revision.reason],
                })}
                {revision.device && (
                  <span className="text-muted-foreground">
                    {' '}
                    {fill(texts.revisionBy, { device: revision.device })}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => restore(revision.id)}
                aria-label={fill(texts.restoreLabel, { time: revision.time })}
              >
                {texts.restore}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ActionMessageRegion message={message} />
    </section>
  );
}
