import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

const DEFAULT_JSON_LIMIT_BYTES = 32 * 1024;

export async function readJsonBody(
  request: Request,
  maxBytes = DEFAULT_JSON_LIMIT_BYTES,
): Promise<unknown> {
  const locale = requestLocale(request);
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new HttpError(415, apiErrorMessage(locale, 'unsupportedMediaType'));
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new HttpError(413, apiErrorMessage(locale, 'payloadTooLarge'));

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new HttpError(413, apiErrorMessage(locale, 'payloadTooLarge'));
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, apiErrorMessage(locale, 'malformedJson'));
  }
}
