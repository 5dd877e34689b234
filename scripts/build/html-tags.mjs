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
 * Every `<script>` element: its attributes and, for inline ones, its source text.
 * @param {string} html
 * @returns {{ attributes: string, source: string }[]}
 */
export function scriptElements(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    attributes: match[1] ?? '',
    source: match[2] ?? '',
  }));
}

/**
 * The attribute text of every start tag of one element type.
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
 * Rewrites the start tags of one element type; `rewrite` returns the new attribute text.
 * @param {string} html
 * @param {'script' | 'link'} tagName
 * @param {(attributes: string) => string} rewrite
 */
export function rewriteStartTags(html, tagName, rewrite) {
  return html.replace(
    startTagPattern(tagName),
    (_, attributes, end) => `<${tagName}${rewrite(attributes)}${end}>`,
  );
}
