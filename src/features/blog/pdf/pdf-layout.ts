import { pdfColors, pdfFonts } from './pdf-theme';

export const PAGE = { width: 612, height: 792 };
export const MARGIN = { top: 64, bottom: 72, left: 66, right: 66 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BODY = { size: 11, lineGap: 4.2 };

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

export function keepTogether(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function body(doc: PDFKit.PDFDocument, color: string = pdfColors.ink) {
  return doc.font(pdfFonts.body).fontSize(BODY.size).fillColor(color);
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(PAGE.width - MARGIN.right, doc.y)
    .lineWidth(0.75)
    .strokeColor(pdfColors.rule)
    .stroke();
}
