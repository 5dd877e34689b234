import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

function keyOf(hex: string | undefined): Buffer {
  if (!hex) throw new SecretKeyError('STUDIO_SECRET is not set');
  return Buffer.from(hex, 'hex');
}

// Bound to its row (`context`), so a value copied to another row does not open there.
export function seal(value: unknown, context: string, secret: string | undefined): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open<T>(sealed: string, context: string, secret: string | undefined): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new SecretKeyError('Not a sealed value');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as T;
  } catch (error) {
    if (error instanceof SecretKeyError) throw error;
    throw new SecretKeyError('Sealed with another STUDIO_SECRET');
  }
}
