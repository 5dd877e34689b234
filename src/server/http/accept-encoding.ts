/** The encodings stored pages are kept in, best first when a client accepts several equally. */
export const storedEncodings = ['br', 'gzip', 'identity'] as const;
export type StoredEncoding = (typeof storedEncodings)[number];

function qualities(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return accepted;
}

/**
 * The encoding to answer in (RFC 9110, 12.5.3): the client's highest quality among ours, brotli
 * before gzip on a tie. `identity` is acceptable unless refused by name or by `*;q=0`; undefined
 * when nothing we hold is acceptable.
 */
export function preferredEncoding(header: string | undefined): StoredEncoding | undefined {
  const accepted = qualities(header ?? '');
  const wildcard = accepted.get('*');
  let best: { encoding: StoredEncoding; quality: number } | undefined;
  for (const encoding of storedEncodings) {
    const implicit = encoding === 'identity' ? (wildcard === 0 ? 0 : 0.001) : (wildcard ?? 0);
    const quality = accepted.get(encoding) ?? implicit;
    if (quality > 0 && (!best || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding;
}
