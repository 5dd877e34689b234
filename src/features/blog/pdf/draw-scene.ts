import { gradientId, type Gradient, type Scene, type Shape } from '../art/scene';
import { pdfFonts } from './pdf-theme';

export type PdfPicture = Scene | { jpeg: Buffer };

type Box = { x: number; y: number; width: number; height: number };

export function drawPicture(doc: PDFKit.PDFDocument, picture: PdfPicture, box: Box) {
  if ('jpeg' in picture) {
    doc.save();
    doc.rect(box.x, box.y, box.width, box.height).clip();
    doc.image(picture.jpeg, box.x, box.y, {
      cover: [box.width, box.height],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
  } else {
    drawScene(doc, picture, box);
  }
}

function drawScene(doc: PDFKit.PDFDocument, scene: Scene, { x, y, width, height }: Box) {
  // Cover the box like the site's `object-fit: cover`, centred, and clip what spills over.
  const scale = Math.max(width / scene.width, height / scene.height);
  const offsetX = (width - scene.width * scale) / 2;
  const offsetY = (height - scene.height * scale) / 2;
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.translate(x + offsetX, y + offsetY).scale(scale);
  const gradients = new Map(scene.gradients.map((gradient) => [gradient.id, gradient]));
  for (const shape of scene.shapes) drawShape(doc, shape, gradients);
  doc.restore();
}

function paint(
  doc: PDFKit.PDFDocument,
  value: string,
  gradients: Map<string, Gradient>,
): string | PDFKit.PDFGradient {
  const id = gradientId(value);
  const gradient = id ? gradients.get(id) : undefined;
  if (!gradient) return value;
  const pdfGradient =
    gradient.type === 'linear'
      ? doc.linearGradient(gradient.x1, gradient.y1, gradient.x2, gradient.y2)
      : doc.radialGradient(gradient.cx, gradient.cy, 0, gradient.cx, gradient.cy, gradient.r);
  for (const stop of gradient.stops) pdfGradient.stop(stop.offset, stop.color, stop.opacity ?? 1);
  return pdfGradient;
}

function outline(doc: PDFKit.PDFDocument, shape: Exclude<Shape, { kind: 'text' }>) {
  switch (shape.kind) {
    case 'circle':
      return doc.circle(shape.cx, shape.cy, shape.r);
    case 'ellipse':
      return doc.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
    case 'rect':
      return shape.radius
        ? doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.radius)
        : doc.rect(shape.x, shape.y, shape.width, shape.height);
    case 'line':
      return doc.moveTo(shape.x1, shape.y1).lineTo(shape.x2, shape.y2);
    case 'path':
      return doc.path(shape.d);
  }
}

function drawShape(doc: PDFKit.PDFDocument, shape: Shape, gradients: Map<string, Gradient>) {
  doc.save();
  if (shape.kind === 'text') {
    // SVG places text by its baseline and centre; PDFKit by the top-left of its box.
    doc
      .font(pdfFonts.bold)
      .fontSize(shape.size)
      .fillColor(shape.fill ?? '#ffffff', shape.opacity ?? 1);
    const width = doc.widthOfString(shape.text);
    doc.text(shape.text, shape.x - width / 2, shape.y - shape.size * 0.8, { lineBreak: false });
    doc.restore();
    return;
  }
  if (shape.kind === 'ellipse' && shape.rotate) {
    doc.rotate(shape.rotate, { origin: [shape.cx, shape.cy] });
  }
  doc.opacity(shape.opacity ?? 1);
  if (shape.dash) doc.dash(shape.dash[0], { space: shape.dash[1] });
  doc
    .lineWidth(shape.strokeWidth ?? 1)
    .lineCap('round')
    .lineJoin('round');
  outline(doc, shape);
  const fill = shape.fill && shape.fill !== 'none' ? paint(doc, shape.fill, gradients) : undefined;
  const stroke = shape.stroke ? paint(doc, shape.stroke, gradients) : undefined;
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
  doc.restore();
}
