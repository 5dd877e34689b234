import escapeHtml from 'escape-html';
import type { Gradient, Scene, Shape } from './scene';

const num = (value: number) => String(Math.round(value * 10) / 10);

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeHtml(value)}"`,
    )
    .join('');
}

function gradientSvg(gradient: Gradient): string {
  const stops = gradient.stops
    .map(
      (stop) =>
        `<stop${attributes({ offset: stop.offset, 'stop-color': stop.color, 'stop-opacity': stop.opacity })}/>`,
    )
    .join('');
  const units = { gradientUnits: 'userSpaceOnUse' };
  return gradient.type === 'linear'
    ? `<linearGradient${attributes({ id: gradient.id, ...units, x1: gradient.x1, y1: gradient.y1, x2: gradient.x2, y2: gradient.y2 })}>${stops}</linearGradient>`
    : `<radialGradient${attributes({ id: gradient.id, ...units, cx: gradient.cx, cy: gradient.cy, r: gradient.r })}>${stops}</radialGradient>`;
}

function shapeSvg(shape: Shape): string {
  const style = {
    fill: shape.fill ?? 'none',
    stroke: shape.stroke,
    'stroke-width': shape.stroke ? (shape.strokeWidth ?? 1) : undefined,
    'stroke-dasharray': shape.dash?.join(' '),
    'stroke-linecap': shape.kind === 'path' || shape.kind === 'line' ? 'round' : undefined,
    'stroke-linejoin': shape.kind === 'path' ? 'round' : undefined,
    opacity: shape.opacity,
  };
  switch (shape.kind) {
    case 'circle':
      return `<circle${attributes({ cx: shape.cx, cy: shape.cy, r: shape.r, ...style })}/>`;
    case 'ellipse':
      return `<ellipse${attributes({
        cx: shape.cx,
        cy: shape.cy,
        rx: shape.rx,
        ry: shape.ry,
        transform: shape.rotate
          ? `rotate(${num(shape.rotate)} ${num(shape.cx)} ${num(shape.cy)})`
          : undefined,
        ...style,
      })}/>`;
    case 'rect':
      return `<rect${attributes({ x: shape.x, y: shape.y, width: shape.width, height: shape.height, rx: shape.radius, ...style })}/>`;
    case 'line':
      return `<line${attributes({ x1: shape.x1, y1: shape.y1, x2: shape.x2, y2: shape.y2, ...style })}/>`;
    case 'path':
      return `<path${attributes({ d: shape.d, ...style })}/>`;
    case 'text':
      return `<text${attributes({
        x: shape.x,
        y: shape.y,
        'font-size': shape.size,
        'font-family': 'Inter, ui-sans-serif, system-ui, sans-serif',
        'font-weight': 600,
        'text-anchor': 'middle',
        ...style,
      })}>${escapeHtml(shape.text)}</text>`;
  }
}

export function sceneToSvg(scene: Scene): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg"${attributes({
      viewBox: `0 0 ${scene.width} ${scene.height}`,
      width: scene.width,
      height: scene.height,
      preserveAspectRatio: 'xMidYMid slice',
    })}>`,
    `<defs>${scene.gradients.map(gradientSvg).join('')}</defs>`,
    ...scene.shapes.map(shapeSvg),
    '</svg>',
  ].join('');
}
