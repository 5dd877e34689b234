import 'server-only';
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { publishedArticles } from '@/content/blog/published';
import type { Article } from '@/content/blog';
import { coverScene, coverSize } from '@/features/blog/art/artwork';
import { sceneToSvg } from '@/features/blog/art/svg';
import { loadOncePerVersion } from '@/lib/load-once';

async function coverPng(article: Article): Promise<Uint8Array> {
  const svg = Buffer.from(sceneToSvg(coverScene(article))).toString('base64');
  const picture = createElement('img', {
    src: `data:image/svg+xml;base64,${svg}`,
    width: coverSize.width,
    height: coverSize.height,
    alt: '',
  });
  return new Uint8Array(await new ImageResponse(picture, coverSize).arrayBuffer());
}

// Each version's articles are the same objects until the next change: keyed by them.
const rendered = loadOncePerVersion(coverPng);

// Drawn from the article's own SVG on first request and kept until an article changes.
export async function issueCoverPng(articleId: string): Promise<Uint8Array | undefined> {
  const { version, articles } = await publishedArticles();
  const article = articles.find((candidate) => candidate.id === articleId);
  return article && rendered(article, version);
}
