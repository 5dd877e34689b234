// @ts-check
/**
 * Reads and edits the tags Next.js and React write into prerendered HTML. That markup is
 * machine-generated (double-quoted attributes, no `>` inside them, inline scripts escape `<`),
 * so a tag-level pattern is exact for it; it is not a parser for arbitrary HTML.
 */

/**
 * @param {string} attributes the text between a tag's name and its `>`
 * @param {string} name
 * @returns {string | undefined}
 */
export function attribute(attributes, name) {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes);
  return match?.[1];
}

/**
 * @param {string} html
 * @param {'script' | 'style'} tagName
 * @returns {{ attributes: string, source: string }[]}
 */
export function rawTextElements(html, tagName) {
  const pattern = new RegExp(`<${tagName}\\b([^>]*)>([\\s\\S]*?)</${tagName}>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: match[1] ?? '',
    source: match[2] ?? '',
  }));
}

/**
 * @param {string} html
 * @param {'script' | 'link'} tagName
 * @returns {string[]}
 */
export function startTags(html, tagName) {
  return [...html.matchAll(startTagPattern(tagName))].map((match) => match[1] ?? '');
}

/** @param {string} tagName */
const startTagPattern = (tagName) => new RegExp(`<${tagName}\\b([^>]*?)(\\s*/?)>`, 'gi');

/**
 * @param {string} html
 * @param {'script' | 'link'} tagName
 * @param {(attributes: string) => string} rewrite returns the new attribute text
 */
export function rewriteStartTags(html, tagName, rewrite) {
  return html.replace(
    startTagPattern(tagName),
    (_, attributes, end) => `<${tagName}${rewrite(attributes)}${end}>`,
  );
}

const rawTextOrStartTag =
  /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<([a-z][a-z0-9-]*)\b([^>]*?)(\s*\/?)>/gi;

/**
 * Every start tag outside the text of scripts and style sheets.
 * @param {string} html
 * @param {(attributes: string) => string} rewrite returns the new attribute text
 */
export function rewriteEveryStartTag(html, rewrite) {
  return html.replace(rawTextOrStartTag, (whole, _rawText, tagName, attributes, end) =>
    tagName ? `<${tagName}${rewrite(attributes)}${end}>` : whole,
  );
}
