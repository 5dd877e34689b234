import type { ContentBlock } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { formatFigure, pieSlices } from '../figures';
import { pdfColors, pdfFonts } from './pdf-theme';

type ChartBlock = Extract<ContentBlock, { type: 'graph-placeholder' }>;

const series = [
  pdfColors.purple,
  pdfColors.pink,
  pdfColors.amber,
  pdfColors.green,
  pdfColors.blue,
  pdfColors.indigo,
  pdfColors.orange,
];

export function chartHeight(block: ChartBlock): number {
  if (block.chartType === 'bar') return block.data.length * 30;
  if (block.chartType === 'pie') return Math.max(150, block.data.length * 20);
  return 170;
}

export function drawChart(
  doc: PDFKit.PDFDocument,
  block: ChartBlock,
  locale: Locale,
  { x, y, width }: { x: number; y: number; width: number },
) {
  const figure = (value: number) => formatFigure(locale, value, block.unit);
  const max = Math.max(...block.data.map((point) => point.value)) || 1;
  doc.font(pdfFonts.body).fontSize(9.5).fillColor(pdfColors.ink);

  if (block.chartType === 'bar') {
    block.data.forEach((point, index) => {
      const rowY = y + index * 30;
      doc.font(pdfFonts.body).fillColor(pdfColors.ink);
      doc.text(point.label, x, rowY, { width: width - 70, lineBreak: false, ellipsis: true });
      doc.font(pdfFonts.bold).text(figure(point.value), x + width - 70, rowY, {
        width: 70,
        align: 'right',
      });
      doc.roundedRect(x, rowY + 14, width, 7, 3.5).fill(pdfColors.track);
      doc
        .roundedRect(x, rowY + 14, Math.max(4, (point.value / max) * width), 7, 3.5)
        .fill(series[index % series.length]!);
    });
    return;
  }

  if (block.chartType === 'pie') {
    const radius = 62;
    const cx = x + radius + 4;
    const cy = y + Math.max(150, block.data.length * 20) / 2;
    const slices = pieSlices(block.data.map((point) => point.value));
    slices.forEach(({ start: startTurn, fraction }, index) => {
      const start = startTurn * Math.PI * 2 - Math.PI / 2;
      const end = start + fraction * Math.PI * 2;
      const large = fraction > 0.5 ? 1 : 0;
      const p = (angle: number) =>
        `${cx + Math.cos(angle) * radius} ${cy + Math.sin(angle) * radius}`;
      const path =
        fraction >= 0.9999
          ? `M ${cx} ${cy - radius} A ${radius} ${radius} 0 1 1 ${cx} ${cy + radius} A ${radius} ${radius} 0 1 1 ${cx} ${cy - radius} Z`
          : `M ${cx} ${cy} L ${p(start)} A ${radius} ${radius} 0 ${large} 1 ${p(end)} Z`;
      doc.path(path).fill(series[index % series.length]!);
    });
    doc.circle(cx, cy, radius * 0.52).fill('#ffffff');
    const legendX = x + radius * 2 + 36;
    const legendTop = cy - (block.data.length * 20) / 2;
    block.data.forEach((point, index) => {
      const rowY = legendTop + index * 20;
      doc.roundedRect(legendX, rowY + 1.5, 9, 9, 2).fill(series[index % series.length]!);
      const share = Math.round(slices[index]!.fraction * 100);
      const value = block.unit === '%' ? figure(point.value) : `${figure(point.value)} (${share}%)`;
      doc.fillColor(pdfColors.ink).font(pdfFonts.body);
      doc.text(point.label, legendX + 16, rowY, {
        width: width - (legendX - x) - 90,
        lineBreak: false,
        ellipsis: true,
      });
      doc.font(pdfFonts.bold).text(value, x + width - 74, rowY, { width: 74, align: 'right' });
    });
    return;
  }

  const plotHeight = 120;
  const step = width / block.data.length;
  const px = (index: number) => x + step * (index + 0.5);
  const py = (value: number) => y + plotHeight - (value / (max * 1.1)) * plotHeight;
  doc.lineWidth(0.5).strokeColor(pdfColors.rule);
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    doc
      .moveTo(x, y + plotHeight * fraction)
      .lineTo(x + width, y + plotHeight * fraction)
      .stroke();
  }
  doc.lineWidth(2).strokeColor(pdfColors.purple).lineJoin('round');
  block.data.forEach((point, index) => {
    if (index === 0) doc.moveTo(px(index), py(point.value));
    else doc.lineTo(px(index), py(point.value));
  });
  doc.stroke();
  block.data.forEach((point, index) => {
    doc.circle(px(index), py(point.value), 3.2).fill(pdfColors.purple);
    doc.fillColor(pdfColors.ink).font(pdfFonts.bold).fontSize(8);
    doc.text(figure(point.value), px(index) - step / 2, y + plotHeight + 8, {
      width: step,
      align: 'center',
    });
    doc.fillColor(pdfColors.muted).font(pdfFonts.body);
    doc.text(point.label, px(index) - step / 2, y + plotHeight + 20, {
      width: step,
      align: 'center',
    });
  });
}
