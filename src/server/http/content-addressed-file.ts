import 'server-only';
import { createHash } from 'node:crypto';

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
