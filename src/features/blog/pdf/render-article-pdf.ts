import PDFDocument from 'pdfkit';
import type { BlogArticle } from '@/content/blog';
import { isFigureBlock } from '../art/artwork';
import { drawPicture, type PdfPicture } from './draw-scene';
import { drawBlock, drawFigure } from './pdf-blocks';
import { CONTENT_WIDTH, keepTogether, MARGIN, PAGE, rule } from './pdf-layout';
import type { PdfText } from './pdf-text';
import { pdfColors, pdfFonts } from './pdf-theme';

export interface PdfPictures {
  cover: PdfPicture;
  figures: PdfPicture[];
}

export interface PdfInput {
  article: BlogArticle;
  pictures: PdfPictures;
  text: PdfText;
  url: string;
  homeUrl: string;
  fonts: Record<(typeof pdfFonts)[keyof typeof pdfFonts], Buffer>;
}

export function renderArticlePdf({
  article,
  pictures,
  text,
  url,
  homeUrl,
  fonts,
}: PdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: article.locale,
    displayTitle: true,
    info: {
      Title: article.title,
      Author: article.author,
      Subject: article.excerpt,
      Keywords: `${article.category.name}, Blogazine, Marlowe Creative Studio`,
      CreationDate: new Date(`${article.updated}T00:00:00Z`),
      ModDate: new Date(`${article.updated}T00:00:00Z`),
    },
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.addPage();
  drawHeader(doc, article, pictures.cover, text);
  let figureIndex = 0;
  for (const block of article.content) {
    if (isFigureBlock(block)) drawFigure(doc, block, pictures.figures[figureIndex++]!);
    else drawBlock(doc, block, article, text);
  }
  drawClosing(doc, text, url, homeUrl);
  drawFooters(doc, text, url);
  doc.end();
  return finished;
}

function drawHeader(
  doc: PDFKit.PDFDocument,
  article: BlogArticle,
  cover: PdfPicture,
  text: PdfText,
) {
  const bandHeight = 210;
  drawPicture(doc, cover, { x: 0, y: 0, width: PAGE.width, height: bandHeight });
  doc.rect(0, 0, PAGE.width, bandHeight).fillOpacity(0.35).fill('#000000').fillOpacity(1);
  doc
    .font(pdfFonts.bold)
    .fontSize(10)
    .fillColor('#ffffff')
    .text(text.masthead.toUpperCase(), MARGIN.left, 40, { characterSpacing: 1.5 });
  doc
    .font(pdfFonts.body)
    .fontSize(10)
    .text(article.category.name, MARGIN.left, 40, { width: CONTENT_WIDTH, align: 'right' });

  doc.y = bandHeight + 34;
  doc.font(pdfFonts.display).fontSize(27).fillColor(pdfColors.ink);
  doc.text(article.title, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.5);
  doc.font(pdfFonts.body).fontSize(13).fillColor(pdfColors.muted);
  doc.text(article.excerpt, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(0.8);
  doc.font(pdfFonts.bold).fontSize(9.5).fillColor(pdfColors.ink);
  doc.text(`${text.byline}  ·  ${article.dateLabel}  ·  ${article.readTime}`);
  doc.moveDown(0.8);
  rule(doc);
  doc.moveDown(1.2);
}

function drawClosing(doc: PDFKit.PDFDocument, text: PdfText, url: string, homeUrl: string) {
  keepTogether(doc, 110);
  doc.moveDown(0.5);
  rule(doc);
  doc.moveDown(1);
  for (const [label, link] of [
    [text.readOnline, url],
    [text.bookSession, homeUrl],
  ] as const) {
    doc.font(pdfFonts.body).fontSize(10).fillColor(pdfColors.muted);
    doc.text(label, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    doc.font(pdfFonts.bold).fillColor(pdfColors.purple);
    doc.text(link, { width: CONTENT_WIDTH, link, underline: false });
    doc.moveDown(0.8);
  }
}

// Written once the page count is known.
function drawFooters(doc: PDFKit.PDFDocument, text: PdfText, url: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 44;
    doc
      .moveTo(MARGIN.left, y - 10)
      .lineTo(PAGE.width - MARGIN.right, y - 10)
      .lineWidth(0.5)
      .stroke(pdfColors.rule);
    doc.font(pdfFonts.body).fontSize(8).fillColor(pdfColors.muted);
    doc.text(`${text.masthead} · ${url}`, MARGIN.left, y, {
      width: CONTENT_WIDTH - 90,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(text.page(index + 1, count), PAGE.width - MARGIN.right - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}
