import { createHash } from 'node:crypto';
import { render } from '@testing-library/react';
import { ArrowRight, BrainCircuit } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordmarkGlyphs } from '@/content/home/logos';
import { Icon } from './icon';
import { ICON_SPRITE_FILE, ICON_SPRITE_PATH, iconSprite } from './sprite';

function symbolMarkup(name: string): string | undefined {
  return new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(
    iconSprite,
  )?.[1];
}

/** The drawing lucide-react renders inline, without its root element. */
function lucideDrawing(markup: string): string {
  return markup
    .replace(/^<svg[^>]*>|<\/svg>$/g, '')
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>');
}

describe('icon sprite', () => {
  it('holds the same drawings lucide-react renders inline', () => {
    expect(symbolMarkup('arrow-right')).toBe(lucideDrawing(renderToStaticMarkup(<ArrowRight />)));
    expect(symbolMarkup('brain-circuit')).toBe(
      lucideDrawing(renderToStaticMarkup(<BrainCircuit />)),
    );
  });

  it("holds the social networks' glyphs, drawn with a thinner line", () => {
    expect(symbolMarkup('tiktok')).toBe(
      '<g stroke-width="1.75"><path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5"/><path d="M14 3c.4 2.6 2.2 4.4 5 4.6"/></g>',
    );
  });

  it("holds every invented brand's mark, solid shapes filled in the current colour", () => {
    for (const glyph of wordmarkGlyphs) {
      expect(symbolMarkup(`wordmark-${glyph}`)).toMatch(/^<g stroke-width="1.8">/);
    }
    expect(symbolMarkup('wordmark-peak')).toBe(
      '<g stroke-width="1.8"><path d="M2 20 9 7l4 7 3-4 6 10Z" fill="currentColor" stroke="none"/></g>',
    );
  });

  it('is addressed by its content, so a changed sprite gets a new address', () => {
    const hash = createHash('sha256').update(iconSprite).digest('hex').slice(0, 12);
    expect(ICON_SPRITE_FILE).toBe(`${hash}.svg`);
    expect(ICON_SPRITE_PATH).toBe(`/icons/${hash}.svg`);
  });
});

describe('Icon', () => {
  it('draws a decorative icon from the sprite', () => {
    const { container } = render(<Icon name="arrow-right" className="size-4" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toBe('icon size-4');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_PATH}#arrow-right`);
  });

  it('is announced as an image when it has a label', () => {
    const { getByRole } = render(<Icon name="heart" aria-label="Made with care" />);
    expect(getByRole('img', { name: 'Made with care' })).toBeTruthy();
  });
});
