import { Icon } from '@/components/icons/icon';
import { getTranslations } from 'next-intl/server';
import type { BlogArticle, ContentBlock } from '@/content/blog';
import { plainText } from '@/content/blog/inline-links';
import { UPLOAD_PREFIX, type calloutColors } from '@/content/blog/schema';
import { ArtImage } from '@/components/art/art-image';
import { cn } from '@/lib/utils';
import { figureSize, figureUrl, isFigureBlock } from '../art/artwork';
import { extractPrompt } from '../prompt';
import { Chart } from './chart';
import { CopyPromptButton } from './copy-prompt-button';
import { RichText } from './rich-text';
import { UploadedPicture } from './uploaded-picture';

const calloutTones: Record<(typeof calloutColors)[number], string> = {
  purple: 'border-brand-purple bg-brand-purple/6 [&_svg.callout-icon]:text-brand-purple',
  indigo: 'border-brand-indigo bg-brand-indigo/6 [&_svg.callout-icon]:text-brand-indigo',
  pink: 'border-brand-pink bg-brand-pink/6 [&_svg.callout-icon]:text-brand-pink',
  amber: 'border-brand-amber bg-brand-amber/6 [&_svg.callout-icon]:text-brand-amber',
  blue: 'border-brand-blue bg-brand-blue/6 [&_svg.callout-icon]:text-brand-blue',
  green: 'border-brand-green bg-brand-green/6 [&_svg.callout-icon]:text-brand-green',
  orange: 'border-brand-orange bg-brand-orange/6 [&_svg.callout-icon]:text-brand-orange',
};

const figurePositions = {
  full: 'my-10',
  left: 'my-8 md:float-left md:mr-8 md:mb-4 md:w-1/2',
  right: 'my-8 md:float-right md:ml-8 md:mb-4 md:w-1/2',
} as const;

// The text column is at most 45rem wide; a floated figure takes half of it.
const figureSizes = {
  full: '(min-width: 48rem) 45rem, 100vw',
  left: '(min-width: 48rem) 22rem, 100vw',
  right: '(min-width: 48rem) 22rem, 100vw',
} as const;

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

function Callout({ block }: { block: Block<'icon-callout'> }) {
  const prompt = extractPrompt(plainText(block.text));
  return (
    <aside
      aria-label={block.title}
      className={cn(
        'clear-both my-10 rounded-2xl border-l-4 p-6 sm:p-7',
        calloutTones[block.color],
      )}
    >
      <div className="flex gap-4">
        <Icon name={block.icon} className="callout-icon mt-0.5 size-6 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold">{block.title}</p>
          <p className="mt-2 leading-relaxed">
            <RichText text={block.text} />
          </p>
          {prompt ? <CopyPromptButton prompt={prompt} /> : null}
        </div>
      </div>
    </aside>
  );
}

function Figure({
  block,
  article,
  index,
  previewToken,
}: {
  block: Block<'image' | 'image-placeholder'>;
  article: BlogArticle;
  index: number;
  previewToken?: string;
}) {
  const uploaded =
    block.type === 'image' && block.src.startsWith(UPLOAD_PREFIX)
      ? block.src.slice(UPLOAD_PREFIX.length)
      : undefined;
  const size = uploaded ? article.images[uploaded] : undefined;
  const className = 'h-auto w-full rounded-2xl border border-border';
  return (
    <figure className={figurePositions[block.position]}>
      {uploaded && size ? (
        <UploadedPicture
          id={uploaded}
          size={size}
          alt={block.type === 'image' ? block.alt : ''}
          sizes={figureSizes[block.position]}
          className={className}
        />
      ) : (
        <ArtImage
          src={figureUrl(article.slug, index, previewToken)}
          alt={block.type === 'image' ? block.alt : ''}
          width={figureSize.width}
          height={figureSize.height}
          className={className}
        />
      )}
      <figcaption className="mt-3 text-sm leading-relaxed text-muted-foreground">
        {block.caption}
      </figcaption>
    </figure>
  );
}

export async function ContentBlocks({
  article,
  previewToken,
}: {
  article: BlogArticle;
  previewToken?: string;
}) {
  const t = await getTranslations({ locale: article.locale, namespace: 'BlogArticle.chart.kind' });
  let figureIndex = 0;
  return (
    <div className="text-lg leading-relaxed after:clear-both after:table">
      {article.content.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (isFigureBlock(block)) {
          return (
            <Figure
              key={key}
              block={block}
              article={article}
              index={figureIndex++}
              previewToken={previewToken}
            />
          );
        }
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key} className="my-6">
                <RichText text={block.text} />
              </p>
            );
          case 'heading':
            return block.level === 2 ? (
              <h2
                key={key}
                className="mt-14 mb-4 font-display text-3xl font-semibold tracking-tight text-balance"
              >
                {block.text}
              </h2>
            ) : (
              <h3 key={key} className="mt-10 mb-3 text-xl font-semibold text-balance">
                {block.text}
              </h3>
            );
          case 'icon-callout':
            return <Callout key={key} block={block} />;
          case 'graph-placeholder':
            return (
              <Chart
                key={key}
                block={block}
                locale={article.locale}
                kindLabel={t(block.chartType)}
              />
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={cn(
                  'my-6 space-y-3 pl-6',
                  block.ordered ? 'list-decimal' : 'list-disc',
                  'marker:text-brand-purple',
                )}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    <RichText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <figure key={key} className="clear-both my-12 border-l-2 border-brand-pink pl-6">
                <blockquote className="font-quote text-2xl leading-snug text-balance italic">
                  <p>
                    <RichText text={block.text} />
                  </p>
                </blockquote>
                {block.author ? (
                  <figcaption className="mt-4 text-sm text-muted-foreground">
                    — {block.author}
                  </figcaption>
                ) : null}
              </figure>
            );
        }
      })}
    </div>
  );
}
