import Negotiator from 'negotiator';

/** The encodings stored pages are kept in, best first when a client accepts several equally. */
export const storedEncodings = ['br', 'gzip', 'identity'] as const;
export type StoredEncoding = (typeof storedEncodings)[number];

/**
 * The encoding to answer in: the client's highest quality among ours, brotli before gzip on a
 * tie. `identity` is acceptable unless refused by name or by `*;q=0`; undefined when nothing we
 * hold is acceptable.
 */
export function preferredEncoding(header: string | undefined): StoredEncoding | undefined {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const [best] = negotiator.encodings(storedEncodings, { preferred: storedEncodings });
  return best as StoredEncoding | undefined;
}
