'use client';

import { useState } from 'react';
import {
  calloutColors,
  categoryIds,
  coverMotifs,
  UPLOAD_PREFIX,
  type CategoryId,
} from '@/content/blog/choices';
import type { ArticleDraft } from '@/content/blog/schema';
import { locales, type Locale } from '@/i18n/routing';
import { deskApi } from '@/lib/desk-address';
import { fill } from '@/lib/fill-placeholders';
import { imageUrl } from '../images';
import { optionsOf, SelectField, TextField } from './editor-fields';
import type { EditorTexts, ImageChoices } from './editor-types';
import { ImageUpload } from './image-upload';

type Cover = NonNullable<ArticleDraft['cover']>;

export function ArticleDetails({
  id,
  locale,
  draft,
  onChange,
  texts,
  categories,
  images,
  articlePath,
}: {
  id: string;
  locale: Locale;
  draft: ArticleDraft;
  onChange: (draft: ArticleDraft) => void;
  texts: EditorTexts;
  categories: Record<CategoryId, string>;
  images: ImageChoices;
  articlePath: string;
}) {
  const cover: Cover = draft.cover ?? { kind: 'art', motif: 'orbits', palette: 'purple' };
  // The draft keeps its drawing until a picture is uploaded: a cover always names one of the two.
  const [kind, setKind] = useState<Cover['kind']>(cover.kind);
  const setCover = (next: Cover) => onChange({ ...draft, cover: next });
  const art = cover.kind === 'art' ? cover : { motif: coverMotifs[0], palette: calloutColors[0] };
  const uploaded = cover.kind === 'upload' ? cover : undefined;
  const uploadedImage = uploaded
    ? images.uploaded.find((image) => `${UPLOAD_PREFIX}${image.id}` === uploaded.image)
    : undefined;

  return (
    <section
      aria-labelledby="article-details"
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-soft sm:p-5"
    >
      <h2 id="article-details" className="font-display text-2xl font-semibold tracking-tight">
        {texts.details}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <TextField
          label={texts.slug}
          hint={fill(texts.slugHint, { path: articlePath })}
          value={draft.slug}
          onChange={(slug) => onChange({ ...draft, slug: slug.trim().toLowerCase() })}
        />
        <SelectField
          label={texts.category}
          value={draft.category}
          onChange={(category) => onChange({ ...draft, category })}
          options={optionsOf(categoryIds, (category) => categories[category])}
        />
        <TextField
          label={texts.date}
          type="date"
          value={draft.date}
          onChange={(date) => date && onChange({ ...draft, date })}
        />
        <TextField
          label={texts.author}
          value={draft.author}
          onChange={(author) => onChange({ ...draft, author })}
        />
      </div>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="text-lg font-semibold">{texts.cover}</legend>
        <SelectField
          label={texts.coverKind}
          value={kind}
          onChange={(next) => {
            setKind(next);
            if (next === 'art') setCover({ kind: next, motif: art.motif, palette: art.palette });
          }}
          options={[
            { value: 'art', label: texts.coverArt },
            { value: 'upload', label: texts.coverUpload },
          ]}
        />
        {cover.kind === 'art' && kind === 'art' ? (
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <SelectField
              label={texts.motif}
              value={cover.motif}
              onChange={(motif) => setCover({ ...cover, motif })}
              options={optionsOf(coverMotifs, (motif) => motif)}
            />
            <SelectField
              label={texts.palette}
              value={cover.palette}
              onChange={(palette) => setCover({ ...cover, palette })}
              options={optionsOf(calloutColors, (palette) => palette)}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- a drawing made per choice */}
            <img
              src={`${deskApi(`articles/${id}/cover`, locale)}&${new URLSearchParams({
                motif: cover.motif,
                palette: cover.palette,
              })}`}
              alt={texts.coverPreview}
              width={192}
              height={108}
              className="h-27 w-48 rounded-lg border border-border object-cover"
            />
          </div>
        ) : (
          <div className="grid gap-3">
            <ImageUpload
              texts={texts}
              onUploaded={(image) =>
                setCover({
                  kind: 'upload',
                  image: `${UPLOAD_PREFIX}${image}`,
                  alt: uploaded?.alt ?? { en: '', es: '' },
                })
              }
            />
            {uploadedImage && (
              // eslint-disable-next-line @next/next/no-img-element -- the upload as stored
              <img
                src={imageUrl(uploadedImage.id, Math.min(480, uploadedImage.width), 'jpeg')}
                alt=""
                className="max-h-40 w-auto justify-self-start rounded-lg border border-border"
              />
            )}
            {uploaded && (
              <div className="grid gap-3 md:grid-cols-2">
                {locales.map((language) => (
                  <TextField
                    key={language}
                    label={fill(texts.coverAlt, { language: texts.languages[language] })}
                    value={uploaded.alt[language]}
                    onChange={(alt) =>
                      setCover({ ...uploaded, alt: { ...uploaded.alt, [language]: alt } })
                    }
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </fieldset>
    </section>
  );
}
