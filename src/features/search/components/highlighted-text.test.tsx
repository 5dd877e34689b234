import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightText } from '../snippet';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('wraps matches in <mark> and escapes any markup in the text', () => {
    const text = '<img src=x onerror=alert(1)> agents & <script>agents</script>';
    const segments = highlightText(text, (word) => word === 'agents');
    const { container } = render(
      <p>
        <HighlightedText segments={segments} />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelectorAll('img, script')).toHaveLength(0);
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'agents',
      'agents',
    ]);
    expect(paragraph.textContent).toBe(text);
    expect(paragraph.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt; <mark');
  });
});
