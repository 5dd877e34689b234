import Negotiator from 'negotiator';

// Best first: the tie-break when a client accepts several equally.
const storedEncodings = ['br', 'gzip', 'identity'] as const;
export type StoredEncoding = (typeof storedEncodings)[number];

export function preferredEncoding(header: string | undefined): StoredEncoding | undefined {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const [best] = negotiator.encodings(storedEncodings, { preferred: storedEncodings });
  return best as StoredEncoding | undefined;
}
