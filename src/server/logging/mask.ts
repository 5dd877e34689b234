// Masked in the finished line, whichever field or message an address or link secret came in.
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK_TOKEN = /([?&](?:amp;)?token=)[^&\s"'\\<>]+/gi;

export function maskSecrets(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LINK_TOKEN, '$1[masked]');
}
