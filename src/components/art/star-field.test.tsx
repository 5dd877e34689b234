import { createHash } from 'node:crypto';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarField } from './star-field';
import { STAR_FIELD_PATH, starFieldKinds, starFieldStylesheet } from './star-field-stylesheet';

const rules = starFieldStylesheet.split('\n');

/** How many lights each kind of element casts, counted from the stylesheet's box-shadows. */
function lightsByKind() {
  const lights: Record<string, number> = {};
  rules.forEach((rule, index) => {
    const shadow = /box-shadow:([^;]*)/.exec(rule)?.[1] ?? '';
    const kind = starFieldKinds[index]!;
    lights[kind] = (lights[kind] ?? 0) + shadow.split(', ').length;
  });
  return lights;
}

describe('star field', () => {
  it('places 8 large, 15 medium and 50 small stars and 20 particles, one rule per element', () => {
    expect(rules).toHaveLength(starFieldKinds.length);
    rules.forEach((rule, index) => expect(rule).toMatch(`.star-field>:nth-child(${index + 1}){`));
    expect(lightsByKind()).toEqual({ large: 8, medium: 15, small: 50, particles: 20 });
  });

  it('is addressed by its content, so a changed sky gets a new address', () => {
    const hash = createHash('sha256').update(starFieldStylesheet).digest('hex').slice(0, 12);
    expect(STAR_FIELD_PATH).toBe(`/art/${hash}.css`);
  });

  it('draws one element per rule and loads the stylesheet that places them', () => {
    const { container } = render(<StarField animatedClassName="region-animation" />);
    const spans = container.querySelectorAll('.star-field > span');
    expect(spans).toHaveLength(starFieldKinds.length);
    expect(container.querySelectorAll('[data-star=large]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-particle]')).toHaveLength(4);
    expect(spans[0]?.getAttribute('style')).toBeNull();
    expect(spans[0]?.className).toContain('region-animation');
    const link = document.querySelector(`link[rel=stylesheet][href="${STAR_FIELD_PATH}"]`);
    expect(link).not.toBeNull();
  });
});
