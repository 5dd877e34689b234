'use client';

import { Plus, X } from 'lucide-react';
import { calloutColors, calloutIcons, UPLOAD_PREFIX } from '@/content/blog/choices';
import type { DraftBlock } from '@/content/blog/schema';
import { fill } from '@/lib/fill-placeholders';
import type { EditorTexts, ImageChoices } from './editor-types';
import { optionsOf, SelectField, TextField } from './editor-fields';
import { ImageUpload } from './image-upload';

const positions = ['full', 'left', 'right'] as const;
const chartTypes = ['pie', 'line', 'bar'] as const;

type Position = (typeof positions)[number];

// The block's own picture stays listed even when it was uploaded for the article it was copied from.
function imageOptions(src: string, images: ImageChoices, texts: EditorTexts) {
  const f = texts.fields;
  const options = [
    ...images.drawn.map((name) => ({ value: name, label: fill(f.drawn, { name }) })),
    ...images.uploaded.map((image, index) => ({
      value: `${UPLOAD_PREFIX}${image.id}`,
      label: fill(f.uploaded, { number: index + 1 }),
    })),
  ];
  if (options.some((option) => option.value === src)) return options;
  const own = src.startsWith(UPLOAD_PREFIX)
    ? fill(f.uploaded, { number: options.length - images.drawn.length + 1 })
    : src || '—';
  return [{ value: src, label: own }, ...options];
}

export function BlockFields({
  block,
  onChange,
  texts,
  images,
}: {
  block: DraftBlock;
  onChange: (block: DraftBlock) => void;
  texts: EditorTexts;
  images: ImageChoices;
}) {
  const f = texts.fields;
  const position = (value: Position, set: (position: Position) => void) => (
    <SelectField
      label={f.position}
      value={value}
      onChange={set}
      options={optionsOf(positions, (p) => f.positions[p])}
    />
  );
  switch (block.type) {
    case 'paragraph':
      return (
        <TextField
          label={f.text}
          hint={texts.linkHint}
          multiline
          value={block.text}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
    case 'heading':
      return (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <TextField
            label={f.text}
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
          <SelectField
            label={f.level}
            value={String(block.level) as '2' | '3'}
            onChange={(level) => onChange({ ...block, level: level === '2' ? 2 : 3 })}
            options={optionsOf(['2', '3'] as const, (level) => f.levels[level])}
          />
        </div>
      );
    case 'image':
      return (
        <div className="grid gap-3">
          <SelectField
            label={f.source}
            value={block.src}
            onChange={(src) => onChange({ ...block, src })}
            options={imageOptions(block.src, images, texts)}
          />
          <ImageUpload
            texts={texts}
            onUploaded={(id) => onChange({ ...block, src: `${UPLOAD_PREFIX}${id}` })}
          />
          <TextField
            label={f.alt}
            value={block.alt}
            onChange={(alt) => onChange({ ...block, alt })}
          />
          <TextField
            label={f.caption}
            value={block.caption}
            onChange={(caption) => onChange({ ...block, caption })}
          />
          {position(block.position, (next) => onChange({ ...block, position: next }))}
        </div>
      );
    case 'image-placeholder':
      return (
        <div className="grid gap-3">
          <TextField
            label={f.caption}
            value={block.caption}
            onChange={(caption) => onChange({ ...block, caption })}
          />
          {position(block.position, (next) => onChange({ ...block, position: next }))}
        </div>
      );
    case 'icon-callout':
      return (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={f.icon}
              value={block.icon}
              onChange={(icon) => onChange({ ...block, icon })}
              options={optionsOf(calloutIcons, (icon) => icon)}
            />
            <SelectField
              label={f.color}
              value={block.color}
              onChange={(color) => onChange({ ...block, color })}
              options={optionsOf(calloutColors, (color) => color)}
            />
          </div>
          <TextField
            label={f.calloutTitle}
            value={block.title}
            onChange={(title) => onChange({ ...block, title })}
          />
          <TextField
            label={f.text}
            hint={texts.linkHint}
            multiline
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
        </div>
      );
    case 'graph-placeholder':
      return <ChartFields block={block} onChange={onChange} texts={texts} />;
    case 'list':
      return (
        <div className="grid gap-3">
          <TextField
            label={f.items}
            hint={texts.linkHint}
            multiline
            value={block.items.join('\n')}
            onChange={(items) => onChange({ ...block, items: items.split('\n') })}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={Boolean(block.ordered)}
              onChange={(event) => onChange({ ...block, ordered: event.target.checked })}
              className="size-4 accent-primary"
            />
            {f.ordered}
          </label>
        </div>
      );
    case 'quote':
      return (
        <div className="grid gap-3">
          <TextField
            label={f.text}
            hint={texts.linkHint}
            multiline
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
          />
          <TextField
            label={f.author}
            value={block.author ?? ''}
            onChange={(author) => onChange({ ...block, author: author || undefined })}
          />
        </div>
      );
  }
}

type Chart = Extract<DraftBlock, { type: 'graph-placeholder' }>;

function ChartFields({
  block,
  onChange,
  texts,
}: {
  block: Chart;
  onChange: (block: DraftBlock) => void;
  texts: EditorTexts;
}) {
  const f = texts.fields;
  const setFigure = (index: number, figure: Chart['data'][number]) =>
    onChange({ ...block, data: block.data.map((old, i) => (i === index ? figure : old)) });
  return (
    <div className="grid gap-3">
      <TextField
        label={f.chartTitle}
        value={block.title}
        onChange={(title) => onChange({ ...block, title })}
      />
      <TextField
        label={f.description}
        value={block.description}
        onChange={(description) => onChange({ ...block, description })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={f.chartType}
          value={block.chartType}
          onChange={(chartType) => onChange({ ...block, chartType })}
          options={optionsOf(chartTypes, (type) => f.chartTypes[type])}
        />
        <TextField
          label={f.unit}
          value={block.unit ?? ''}
          onChange={(unit) => onChange({ ...block, unit: unit || undefined })}
        />
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="text-sm font-medium">{f.figures}</legend>
        {block.data.map((figure, index) => (
          <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <TextField
              label={`${f.label} ${index + 1}`}
              value={figure.label}
              onChange={(label) => setFigure(index, { ...figure, label })}
            />
            <TextField
              label={f.value}
              type="number"
              value={String(figure.value)}
              onChange={(value) =>
                setFigure(index, { ...figure, value: Math.max(0, Number(value) || 0) })
              }
            />
            <button
              type="button"
              onClick={() => onChange({ ...block, data: block.data.filter((_, i) => i !== index) })}
              className="inline-flex size-11 items-center justify-center rounded-lg border border-border hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{fill(f.removeFigure, { number: index + 1 })}</span>
            </button>
          </div>
        ))}
        {block.data.length < 12 && (
          <button
            type="button"
            onClick={() => onChange({ ...block, data: [...block.data, { label: '', value: 0 }] })}
            className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg px-3 text-sm font-medium text-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          >
            <Plus aria-hidden="true" className="size-4" />
            {f.addFigure}
          </button>
        )}
      </fieldset>
    </div>
  );
}
