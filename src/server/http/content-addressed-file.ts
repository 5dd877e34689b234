import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Files named by a hash of their content: browsers may keep them for good, and a changed file
 * gets a new address, so nobody is served a stale copy.
 */
export function contentAddressedName(content: string, extension: string): string {
  return `${createHash('sha256').update(content).digest('hex').slice(0, 12)}.${extension}`;
}

export function contentAddressedResponse(content: string, contentType: string): Response {
  return new Response(content, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
