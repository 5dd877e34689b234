// @ts-check
/**
 * Only 'unsafe-inline' or 'unsafe-hashes' could allow a style attribute, so the style attributes of
 * each prerendered page move into one `<style>` element at the end of its head, which the page's
 * policy allows by its hash: each element keeps a `data-style` key, the sheet one rule per distinct
 * style. The rules sit outside any cascade layer, so they win over the utilities as the attribute
 * did. Hydration leaves attributes alone, and React writes later changes through the CSSOM, which
 * the policy does not govern; those inline values win over the rules.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { attribute, rewriteEveryStartTag } from './html-tags.mjs';

const KEY = 'data-style';
const styleAttribute = /\sstyle="([^"]*)"/i;

/** @type {Record<string, string>} */
const namedEntities = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };

/** @param {string} value an attribute value as React escapes it */
function unescaped(value) {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, decimal, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/**
 * @param {string} html
 * @returns {{ html: string, moved: number }}
 */
export function moveStyleAttributes(html) {
  /** @type {Map<string, number>} declarations → key */
  const keys = new Map();
  let moved = 0;
  const rewritten = rewriteEveryStartTag(html, (attributes) => {
    const value = styleAttribute.exec(attributes)?.[1];
    if (value === undefined) return attributes;
    if (attribute(attributes, KEY) !== undefined) {
      throw new Error(`An element has both a style and a ${KEY} attribute: <…${attributes}>`);
    }
    const declarations = unescaped(value);
    // Braces would end the rule, and `<` could end the style element.
    if (/[{}<]/.test(declarations)) {
      throw new Error(`Cannot move the style "${declarations}" into a style sheet`);
    }
    const key = keys.get(declarations) ?? keys.size;
    keys.set(declarations, key);
    moved += 1;
    return attributes.replace(styleAttribute, ` ${KEY}="${key}"`);
  });
  if (keys.size === 0) return { html, moved };
  if (!rewritten.includes('</head>')) throw new Error('A page with style attributes has no head');
  const rules = [...keys].map(([declarations, key]) => `[${KEY}="${key}"]{${declarations}}`);
  return { html: rewritten.replace('</head>', `<style>${rules.join('')}</style></head>`), moved };
}

/**
 * @param {{ filePath: string }[]} pages
 * @returns {Promise<number>} how many attributes were moved
 */
export async function moveStyleAttributesOfPages(pages) {
  let total = 0;
  for (const { filePath } of pages) {
    const { html, moved } = moveStyleAttributes(await readFile(filePath, 'utf8'));
    if (moved > 0) await writeFile(filePath, html);
    total += moved;
  }
  return total;
}
