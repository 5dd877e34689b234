// Masked in the finished line, whichever field or message an address or link secret came in.
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK_TOKEN = /([?&](?:amp;)?token=)[^&\s"'\\<>]+/gi;

// Most lines hold neither: a substring test is far cheaper than the expressions' scan.
export function maskSecrets(text: string): string {
  const masked = text.includes('@') ? text.replace(EMAIL, '[email]') : text;
  return /token=/i.test(masked) ? masked.replace(LINK_TOKEN, '$1[masked]') : masked;
}
