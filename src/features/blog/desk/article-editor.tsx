'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { deskPath } from '@/config/desk';
import { pagePath } from '@/config/navigation';
import { studioTimeZone } from '@/config/site';
import type { ArticleDraft, CategoryId } from '@/content/blog/schema';
import { locales, localizedPath, type Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import type { SeoAnalysisText } from '@/lib/seo/analyzer';
import { fill } from '@/lib/fill-placeholders';
import { ArticleDetails } from './article-details';
import { PreviewPanel, RevisionsPanel, type RevisionItem } from './article-tools';
import { ChecksPanel, failingChecks, gapText, useArticleChecks } from './checks-panel';
import type { ArticleTexts, UploadedImage } from './editor-types';
import { UploadContext } from './image-upload';
import { LanguageVersion } from './language-version';
import { PublishDialog } from './publish-dialog';
import { useAutosave, type Conflict, type SaveStatus } from './use-autosave';
import { ViewerTime } from './viewer-time';

export interface EditorProps {
  id: string;
  locale: Locale;
  draft: ArticleDraft;
  version: number;
  lastSaved: Omit<Conflict, 'version' | 'draft'>;
  state: 'draft' | 'scheduled' | 'published';
  publishAt?: string;
  texts: ArticleTexts;
  seoText: SeoAnalysisText;
  categories: Record<CategoryId, string>;
  drawn: readonly string[];
  uploaded: readonly UploadedImage[];
  revisions: readonly RevisionItem[];
}

function SaveState({
  status,
  refusal,
  texts,
}: {
  status: SaveStatus;
  refusal?: string;
  texts: ArticleTexts;
}) {
  const editor = texts.editor;
  const text = {
    saved: editor.saved,
    saving: editor.saving,
    unsaved: editor.unsaved,
    offline: editor.offline,
    refused: refusal ?? texts.failed,
  }[status];
  const alert = status === 'offline' || status === 'refused';
  return (
    <p
      role="status"
      data-save-state={status}
      className={alert ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
    >
      {text}
    </p>
  );
}

const subscribeNever = () => () => {};

export function ArticleEditor(props: EditorProps) {
  const { id, locale, texts, seoText } = props;
  const editor = texts.editor;
  const router = useRouter();
  const autosave = useAutosave({
    id,
    locale,
    initial: props.draft,
    initialVersion: props.version,
    lastSaved: props.lastSaved,
  });
  const { draft, setDraft, conflict } = autosave;
  const [uploaded, setUploaded] = useState(props.uploaded);
  const images = useMemo(() => ({ drawn: props.drawn, uploaded }), [props.drawn, uploaded]);
  const checks = useArticleChecks(draft, seoText);
  const failing = useMemo(() => failingChecks(checks, texts), [checks, texts]);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const upload = useMemo(
    () => ({
      articleId: id,
      locale,
      failed: texts.failed,
      onUploaded: (image: UploadedImage) => setUploaded((list) => [...list, image]),
    }),
    [id, locale, texts.failed],
  );
  const title = draft[locale].title || draft.en.title || texts.untitled;
  const publishAt = props.publishAt ? new Date(props.publishAt) : undefined;

  return (
    <UploadContext value={upload}>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            href={localizedPath(locale, deskPath.articles)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {editor.back}
          </Link>
          <SaveState status={autosave.status} refusal={autosave.refusal} texts={texts} />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {title}
            </h1>
            <p className="text-sm text-muted-foreground">
              {texts.state[props.state]}
              {publishAt && props.state === 'scheduled' && (
                <>
                  {' · '}
                  {fill(texts.goesLive, {
                    time: formatSlot(publishAt, locale, studioTimeZone, { year: true }),
                  })}
                  <ViewerTime at={props.publishAt!} locale={locale} template={texts.yourTime} />
                </>
              )}
            </p>
          </div>
          <PublishDialog
            id={id}
            locale={locale}
            title={title}
            live={props.state === 'published'}
            failing={failing}
            texts={editor}
            failedText={texts.failed}
            save={autosave.flush}
            onPublished={(version) => {
              autosave.advance(version);
              router.refresh();
            }}
          />
        </div>
        {conflict && (
          <section
            role="alert"
            aria-labelledby="article-conflict"
            className="grid gap-3 rounded-xl border-2 border-destructive/60 bg-card p-4"
          >
            <h2 id="article-conflict" className="text-lg font-semibold">
              {editor.conflictHeading}
            </h2>
            <p>
              {fill(editor.conflictText, {
                device: conflict.device ?? texts.anotherDevice,
                time: formatSlot(new Date(conflict.savedAt), locale, studioTimeZone),
              })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => autosave.resolveConflict('theirs')}>
                {editor.useTheirs}
              </Button>
              <Button onClick={() => autosave.resolveConflict('mine')}>{editor.keepMine}</Button>
            </div>
          </section>
        )}
        {/* Typed into before hydration, the fields would take the server's values back: they wait. */}
        <fieldset disabled={!hydrated} className="contents">
          <ArticleDetails
            id={id}
            locale={locale}
            draft={draft}
            onChange={setDraft}
            texts={editor}
            categories={props.categories}
            images={images}
            articlePath={localizedPath(locale, `${pagePath.blog}/${draft.slug}`)}
          />
          {checks.article.length > 0 && (
            <ul className="grid gap-1 text-sm text-destructive">
              {checks.article.map((gap) => (
                <li key={gap.key}>{gapText(gap, texts)}</li>
              ))}
            </ul>
          )}
          <div className="grid gap-6 xl:grid-cols-2">
            {locales.map((language) => (
              <LanguageVersion
                key={language}
                locale={language}
                copy={draft[language]}
                onChange={(copy) => setDraft({ ...draft, [language]: copy })}
                texts={editor}
                images={images}
                checks={
                  <ChecksPanel
                    locale={language}
                    checks={checks.languages[language]}
                    texts={texts}
                  />
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-6 lg:grid-cols-2">
          <PreviewPanel
            id={id}
            locale={locale}
            texts={editor}
            failed={texts.failed}
            save={autosave.flush}
          />
          <RevisionsPanel
            id={id}
            locale={locale}
            texts={editor}
            failed={texts.failed}
            revisions={props.revisions}
            save={autosave.flush}
          />
        </div>
      </div>
    </UploadContext>
  );
}
