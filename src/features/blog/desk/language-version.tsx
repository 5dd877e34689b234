'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ArticleDraft, DraftBlock } from '@/content/blog/schema';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/fill-placeholders';
import { BlockFields } from './block-fields';
import { fieldClassName, TextField } from './editor-fields';
import type { EditorTexts, ImageChoices } from './editor-types';
import { EXCERPT_LENGTH } from './article-checks';

type Copy = ArticleDraft['en'];
type BlockType = DraftBlock['type'];

const blockTypes: readonly BlockType[] = [
  'paragraph',
  'heading',
  'image',
  'icon-callout',
  'list',
  'quote',
  'graph-placeholder',
  'image-placeholder',
];

// Every block starts empty but of the right shape; the checks say what is missing.
function emptyBlock(type: BlockType): DraftBlock {
  switch (type) {
    case 'paragraph':
      return { type, text: '' };
    case 'heading':
      return { type, text: '', level: 2 };
    case 'image':
      return { type, src: '', alt: '', caption: '', position: 'full' };
    case 'image-placeholder':
      return { type, caption: '', position: 'full' };
    case 'icon-callout':
      return { type, icon: 'lightbulb', title: '', text: '', color: 'purple' };
    case 'graph-placeholder':
      return { type, title: '', description: '', chartType: 'bar', data: [] };
    case 'list':
      return { type, items: [] };
    case 'quote':
      return { type, text: '' };
  }
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-border hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:opacity-40';

export function LanguageVersion({
  locale,
  copy,
  onChange,
  texts,
  images,
  checks,
}: {
  locale: Locale;
  copy: Copy;
  onChange: (copy: Copy) => void;
  texts: EditorTexts;
  images: ImageChoices;
  checks: ReactNode;
}) {
  const headingId = useId();
  const [adding, setAdding] = useState<BlockType>('paragraph');
  const blocks = copy.content;
  const setBlocks = (content: DraftBlock[]) => onChange({ ...copy, content });
  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    setBlocks(next);
    // The moved block's own button keeps the focus, wherever the block went.
    requestAnimationFrame(() =>
      document
        .getElementById(`${headingId}-block-${to}`)
        ?.querySelector<HTMLButtonElement>(`[data-move="${from > to ? 'up' : 'down'}"]`)
        ?.focus(),
    );
  };
  const language = texts.languages[locale];
  const excerptLength = copy.excerpt.trim().length;

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-4 shadow-soft sm:p-5"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight">
        {fill(texts.version, { language })}
      </h2>
      {checks}
      <TextField
        label={texts.articleTitle}
        value={copy.title}
        onChange={(title) => onChange({ ...copy, title })}
      />
      <TextField
        label={texts.excerpt}
        hint={fill(texts.excerptCount, { count: excerptLength })}
        invalid={
          excerptLength > 0 &&
          (excerptLength < EXCERPT_LENGTH.min || excerptLength > EXCERPT_LENGTH.max)
        }
        multiline
        value={copy.excerpt}
        onChange={(excerpt) => onChange({ ...copy, excerpt })}
      />
      <h3 className="mt-2 text-lg font-semibold">{texts.blocks}</h3>
      <ol className="grid gap-4">
        {blocks.map((block, index) => {
          const label = fill(texts.blockLabel, {
            number: index + 1,
            type: texts.blockTypes[block.type],
          });
          return (
            <li key={index} id={`${headingId}-block-${index}`}>
              <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
                <legend className="px-1 text-sm font-semibold">{label}</legend>
                <BlockFields
                  block={block}
                  texts={texts}
                  images={images}
                  onChange={(next) => setBlocks(blocks.map((old, i) => (i === index ? next : old)))}
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-move="up"
                    className={iconButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">{`${texts.moveUp}: ${label}`}</span>
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    className={iconButton}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">{`${texts.moveDown}: ${label}`}</span>
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => setBlocks(blocks.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">{`${texts.remove}: ${label}`}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1.5 text-sm font-medium">
          {texts.addBlock}
          <select
            value={adding}
            onChange={(event) => setAdding(event.target.value as BlockType)}
            className={fieldClassName}
          >
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {texts.blockTypes[type]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => setBlocks([...blocks, emptyBlock(adding)])}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-hidden"
        >
          <Plus aria-hidden="true" className="size-4" />
          {`${texts.add}`}
          <span className="sr-only">{`: ${texts.blockTypes[adding]}, ${language}`}</span>
        </button>
      </div>
    </section>
  );
}
