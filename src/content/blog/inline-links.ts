// The one markup articles know is `[label](https://…)`; every place showing text escapes the rest.
const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;

export type InlinePart = string | { label: string; href: string };

function safeHref(target: string): string | undefined {
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

export function linkProblem(text: string): string | undefined {
  for (const [, , target] of text.matchAll(LINK)) {
    if (!safeHref(target!)) return 'link';
  }
  return undefined;
}

export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let rest = 0;
  for (const match of text.matchAll(LINK)) {
    const href = safeHref(match[2]!);
    if (!href) continue;
    if (match.index > rest) parts.push(text.slice(rest, match.index));
    parts.push({ label: match[1]!, href });
    rest = match.index + match[0].length;
  }
  if (rest < text.length) parts.push(text.slice(rest));
  return parts;
}

export function plainText(text: string): string {
  return inlineParts(text)
    .map((part) => (typeof part === 'string' ? part : part.label))
    .join('');
}

export function isOutsideLink(href: string, siteUrl: string): boolean {
  return new URL(href).host !== new URL(siteUrl).host;
}
