import type { BlogArticle, ContentBlock } from '@/content/blog';
import type { calloutColors } from '@/content/blog/schema';

import { drawChart, chartHeight } from './pdf-charts';
import { drawPicture, type PdfPicture } from './draw-scene';
import { BODY, body, CONTENT_WIDTH, keepTogether, MARGIN } from './pdf-layout';
import type { PdfText } from './pdf-text';
import { pdfColors, pdfFonts } from './pdf-theme';

const calloutAccent: Record<(typeof calloutColors)[number], string> = {
  purple: pdfColors.purple,
  indigo: pdfColors.indigo,
  pink: pdfColors.pink,
  amber: pdfColors.amber,
  blue: pdfColors.blue,
  green: pdfColors.green,
  orange: pdfColors.orange,
};

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

export function drawBlock(
  doc: PDFKit.PDFDocument,
  block: ContentBlock,
  article: BlogArticle,
  text: PdfText,
) {
  const x = MARGIN.left;
  switch (block.type) {
    case 'paragraph':
      body(doc).text(block.text, x, doc.y, { width: CONTENT_WIDTH, lineGap: BODY.lineGap });
      doc.moveDown(0.9);
      return;
    case 'heading': {
      const size = block.level === 2 ? 18 : 13.5;
      doc.font(block.level === 2 ? pdfFonts.display : pdfFonts.bold).fontSize(size);
      // A heading never ends a page: keep it with two lines of what follows.
      keepTogether(doc, doc.heightOfString(block.text, { width: CONTENT_WIDTH }) + 60);
      doc.moveDown(0.4);
      doc.fillColor(pdfColors.ink).text(block.text, x, doc.y, { width: CONTENT_WIDTH });
      doc.moveDown(0.5);
      return;
    }
    case 'list':
      drawList(doc, block);
      return;
    case 'quote':
      drawQuote(doc, block);
      return;
    case 'icon-callout':
      drawCallout(doc, block);
      return;
    case 'graph-placeholder':
      drawGraph(doc, block, article, text);
      return;
  }
}

function drawList(doc: PDFKit.PDFDocument, block: Block<'list'>) {
  const indent = 18;
  block.items.forEach((item, index) => {
    body(doc);
    const height = doc.heightOfString(item, {
      width: CONTENT_WIDTH - indent,
      lineGap: BODY.lineGap,
    });
    keepTogether(doc, Math.min(height, 40));
    const top = doc.y;
    const marker = block.ordered ? `${index + 1}.` : '•';
    doc.fillColor(pdfColors.purple).text(marker, MARGIN.left, top, { width: indent - 4 });
    body(doc).text(item, MARGIN.left + indent, top, {
      width: CONTENT_WIDTH - indent,
      lineGap: BODY.lineGap,
    });
    doc.moveDown(0.35);
  });
  doc.moveDown(0.6);
}

function drawQuote(doc: PDFKit.PDFDocument, block: Block<'quote'>) {
  const inset = 18;
  doc.font(pdfFonts.displayItalic).fontSize(15);
  const height =
    doc.heightOfString(block.text, { width: CONTENT_WIDTH - inset, lineGap: 3 }) +
    (block.author ? 22 : 0);
  keepTogether(doc, height + 10);
  doc.moveDown(0.4);
  const top = doc.y;
  doc.fillColor(pdfColors.ink).text(block.text, MARGIN.left + inset, top, {
    width: CONTENT_WIDTH - inset,
    lineGap: 3,
  });
  if (block.author) {
    doc.moveDown(0.4);
    doc.font(pdfFonts.body).fontSize(9.5).fillColor(pdfColors.muted).text(`— ${block.author}`);
  }
  doc.rect(MARGIN.left, top, 2, doc.y - top).fill(pdfColors.pink);
  doc.moveDown(1.2);
}

function drawCallout(doc: PDFKit.PDFDocument, block: Block<'icon-callout'>) {
  const padding = 16;
  const innerWidth = CONTENT_WIDTH - padding * 2 - 4;
  doc.font(pdfFonts.bold).fontSize(11);
  const titleHeight = doc.heightOfString(block.title, { width: innerWidth });
  body(doc);
  const textHeight = doc.heightOfString(block.text, { width: innerWidth, lineGap: BODY.lineGap });
  const height = padding * 2 + titleHeight + 6 + textHeight;
  keepTogether(doc, height + 12);
  doc.moveDown(0.3);
  const top = doc.y;
  const accent = calloutAccent[block.color];
  doc.save();
  doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fillOpacity(0.07).fill(accent);
  doc.restore();
  doc.rect(MARGIN.left, top, 4, height).fill(accent);
  const textX = MARGIN.left + 4 + padding;
  doc.font(pdfFonts.bold).fontSize(11).fillColor(accent);
  doc.text(block.title, textX, top + padding, { width: innerWidth });
  doc.moveDown(0.3);
  body(doc).text(block.text, textX, doc.y, { width: innerWidth, lineGap: BODY.lineGap });
  doc.x = MARGIN.left;
  doc.y = top + height;
  doc.moveDown(1.2);
}

function drawGraph(
  doc: PDFKit.PDFDocument,
  block: Block<'graph-placeholder'>,
  article: BlogArticle,
  text: PdfText,
) {
  const padding = 16;
  const innerWidth = CONTENT_WIDTH - padding * 2;
  doc.font(pdfFonts.bold).fontSize(12);
  const titleHeight = doc.heightOfString(block.title, { width: innerWidth });
  doc.font(pdfFonts.body).fontSize(9.5);
  const descriptionHeight = doc.heightOfString(block.description, {
    width: innerWidth,
    lineGap: 2,
  });
  const drawing = chartHeight(block) + (block.chartType === 'line' ? 34 : 0);
  const height = padding * 2 + 14 + titleHeight + 4 + descriptionHeight + 14 + drawing;
  keepTogether(doc, height + 12);
  doc.moveDown(0.3);
  const top = doc.y;
  doc
    .roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8)
    .lineWidth(0.75)
    .stroke(pdfColors.rule);
  const x = MARGIN.left + padding;
  doc.font(pdfFonts.bold).fontSize(8).fillColor(pdfColors.muted);
  doc.text(text.chartKinds[block.chartType].toUpperCase(), x, top + padding, {
    characterSpacing: 1,
  });
  doc
    .font(pdfFonts.bold)
    .fontSize(12)
    .fillColor(pdfColors.ink)
    .text(block.title, x, doc.y + 2, { width: innerWidth });
  doc.font(pdfFonts.body).fontSize(9.5).fillColor(pdfColors.muted);
  doc.text(block.description, x, doc.y + 4, { width: innerWidth, lineGap: 2 });
  drawChart(doc, block, article.locale, { x, y: doc.y + 14, width: innerWidth });
  doc.x = MARGIN.left;
  doc.y = top + height;
  doc.moveDown(1.2);
}

export function drawFigure(
  doc: PDFKit.PDFDocument,
  block: Block<'image' | 'image-placeholder'>,
  picture: PdfPicture,
) {
  const width = block.position === 'full' ? CONTENT_WIDTH : CONTENT_WIDTH * 0.7;
  const height = width / 2;
  doc.font(pdfFonts.italic).fontSize(9.5);
  const captionHeight = doc.heightOfString(block.caption, { width });
  keepTogether(doc, height + captionHeight + 16);
  doc.moveDown(0.3);
  const top = doc.y;
  const x = MARGIN.left + (CONTENT_WIDTH - width) / 2;
  doc.save();
  doc.roundedRect(x, top, width, height, 8).clip();
  drawPicture(doc, picture, { x, y: top, width, height });
  doc.restore();
  doc.fillColor(pdfColors.muted).text(block.caption, x, top + height + 8, { width });
  doc.x = MARGIN.left;
  doc.moveDown(1.2);
}
