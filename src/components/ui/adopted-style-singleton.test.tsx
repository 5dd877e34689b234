import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { styleSingleton } from './adopted-style-singleton';

const adopted = () => document.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText);

describe('the style singleton the scroll lock writes through', () => {
  // jsdom constructs style sheets but does not adopt them.
  beforeEach(() => {
    Object.defineProperty(document, 'adoptedStyleSheets', {
      value: [],
      writable: true,
      configurable: true,
    });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
  });

  it('adopts one constructed sheet while any user is mounted, and no style element', () => {
    const Style = styleSingleton();
    const first = render(<Style styles="body { margin-right: 15px; }" />);
    const second = render(<Style styles="body { margin-right: 0px; }" />);

    expect(adopted()).toEqual(['body { margin-right: 15px; }']);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    first.unmount();
    expect(adopted()).toHaveLength(1);
    second.unmount();
    expect(adopted()).toEqual([]);
  });
});
