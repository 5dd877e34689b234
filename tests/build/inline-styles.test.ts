import { describe, expect, it } from 'vitest';
import { moveStyleAttributes } from '../../scripts/build/inline-styles.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('style attributes of a prerendered page', () => {
  it('move into one style element at the end of the head, one rule per distinct style', () => {
    const { html, moved } = moveStyleAttributes(
      page(
        '<link rel="stylesheet" href="/a.css"/>',
        [
          '<div class="bar" style="width:40%"></div>',
          '<span aria-hidden="true" style="left:10%;top:5%" class="dot"></span>',
          '<div style="width:40%"/>',
        ].join(''),
      ),
    );

    expect(moved).toBe(3);
    expect(html).toBe(
      page(
        '<link rel="stylesheet" href="/a.css"/>' +
          '<style>[data-style="0"]{width:40%}[data-style="1"]{left:10%;top:5%}</style>',
        [
          '<div class="bar" data-style="0"></div>',
          '<span aria-hidden="true" data-style="1" class="dot"></span>',
          '<div data-style="0"/>',
        ].join(''),
      ),
    );
  });

  it('keep their values as React escaped them in the attribute', () => {
    const { html } = moveStyleAttributes(
      page('', '<p style="font-family:&quot;Segoe UI&quot;, system-ui">x</p>'),
    );
    expect(html).toContain('<style>[data-style="0"]{font-family:"Segoe UI", system-ui}</style>');
  });

  it('leave a page without any, and the text of scripts and style sheets, as they are', () => {
    const plain = page(
      '<style>p{margin:0}</style>',
      '<p data-x="style=&quot;a&quot;">x</p><script>document.write(\'<b style="x">\')</script>',
    );
    expect(moveStyleAttributes(plain)).toEqual({ html: plain, moved: 0 });
  });

  it('refuse what a rule cannot hold', () => {
    expect(() => moveStyleAttributes(page('', '<p style="content:&quot;}&quot;">x</p>'))).toThrow(
      /Cannot move/,
    );
    expect(() =>
      moveStyleAttributes(page('', '<p style="color:red" data-style="mine">x</p>')),
    ).toThrow(/both a style and a data-style/);
  });
});
