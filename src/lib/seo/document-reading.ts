const SHOW_TEXT = 0x4; // NodeFilter.SHOW_TEXT; a parsed document has no window to read it from.
const UNREAD = 'script, style, noscript, template, [hidden], [aria-hidden="true"]';

export function countWords(doc: Document): number {
  const root = doc.querySelector('main') ?? doc.body;
  if (!root) return 0;
  const walker = doc.createTreeWalker(root, SHOW_TEXT);
  let words = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(UNREAD)) continue;
    words += (node.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  }
  return words;
}

export function metaContent(doc: Document, key: string): string {
  const meta = [...doc.querySelectorAll('meta')].find(
    (tag) => tag.getAttribute('name') === key || tag.getAttribute('property') === key,
  );
  return meta?.getAttribute('content')?.trim() ?? '';
}

// By characters, as a reader counts, not UTF-16 units.
export function characterCount(value: string): number {
  return [...value].length;
}

export function truncate(value: string, max = 60): string {
  const characters = [...value.replace(/\s+/g, ' ').trim()];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : value.trim();
}

export function describeElement(element: Element): string {
  const tag = element.localName;
  const address = ['src', 'href']
    .map((name) => [name, element.getAttribute(name)] as const)
    .find(([, value]) => value);
  const attribute = address ? ` ${address[0]}="${truncate(address[1]!)}"` : '';
  if (/^h[1-6]$/.test(tag)) return `<${tag}>${truncate(element.textContent ?? '')}</${tag}>`;
  return `<${tag}${attribute}>`;
}

export function parseUrl(value: string, base?: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
