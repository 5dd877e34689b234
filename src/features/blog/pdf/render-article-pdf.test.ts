import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { localizeArticle } from '@/content/blog';
import { locales } from '@/i18n/routing';
import { blockText } from '@/content/blog/read-time';
import { launchArticles } from '../../../../tests/support/launch-articles';
import { coverScene, figureCount, figureScene } from '../art/artwork';
import { pdfFontFiles } from './pdf-theme';
import { renderArticlePdf, type PdfInput } from './render-article-pdf';

async function loadFonts() {
  const entries = await Promise.all(
    Object.entries(pdfFontFiles).map(async ([name, [pkg, file]]) => [
      name,
      await readFile(path.resolve('node_modules/@fontsource', pkg, 'files', file)),
    ]),
  );
  return Object.fromEntries(entries) as PdfInput['fonts'];
}

const text: PdfInput['text'] = {
  masthead: 'Blogazine de Marlowe',
  byline: 'Por Jordan Marlowe',
  page: (page, total) => `Página ${page} de ${total}`,
  readOnline: 'Lea este artículo en línea:',
  bookSession: '¿Listo para transformar su empresa?',
  chartKinds: { pie: 'Gráfico circular', line: 'Gráfico de líneas', bar: 'Gráfico de barras' },
};

describe('the article PDF', () => {
  it('is a PDF of several pages with its fonts embedded and its metadata set', async () => {
    const [source] = launchArticles();
    const pdf = await renderArticlePdf({
      article: localizeArticle(source!, 'es'),
      pictures: {
        cover: coverScene(source!),
        figures: Array.from({ length: figureCount(source!) }, (_, i) => figureScene(source!, i)),
      },
      text,
      url: 'http://localhost:3000/es/blog/x',
      homeUrl: 'http://localhost:3000/es',
      fonts: await loadFonts(),
    });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(Number(raw.match(/\/Type \/Pages[\s\S]*?\/Count (\d+)/)?.[1])).toBeGreaterThan(1);
    // Embedded subsets of Inter and Fraunces, not the standard 14 fonts.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Fraunces/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toContain('/Lang (es)');
  }, 30_000);

  it.each(Object.entries(pdfFontFiles))(
    '%s has a glyph for every character the articles print',
    async (_name, [pkg, file]) => {
      const font = fontkit.create(
        await readFile(path.resolve('node_modules/@fontsource', pkg, 'files', file)),
      );
      const characters = new Set<string>('áéíóúüñÁÉÍÓÚÑ¿¡«»“”‘’—–…·•');
      for (const locale of locales) {
        for (const article of launchArticles().map((a) => localizeArticle(a, locale))) {
          const printed = [article.title, article.excerpt, ...article.content.map(blockText)];
          for (const character of printed.join('')) characters.add(character);
        }
      }
      const missing = [...characters].filter(
        (character) =>
          !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!),
      );
      expect(missing).toEqual([]);
    },
  );
});
