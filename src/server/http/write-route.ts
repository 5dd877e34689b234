import type { z } from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import { apiHandler } from './api-handler';
import { passGuards, type GuardedContext, type Guards, type Handler } from './guarded-route';
import { readJsonBody } from './json-body';
import { requestLocale } from './locale';
import { MultipartReader, type IncomingFile, type UploadLimits } from './multipart';
import { validationError, type SchemaIssue } from './validation';

interface WriteRouteOptions<S extends z.ZodMiniType> extends Pick<Guards, 'name' | 'rateLimit'> {
  schema: S;
  describeIssue: (locale: Locale, issue: SchemaIssue) => string;
  localeField?: string;
  honeypot?: { field: keyof z.output<S> & string; decoy: (locale: Locale) => Response };
}

interface UploadRouteOptions<S extends z.ZodMiniType> extends WriteRouteOptions<S> {
  upload: UploadLimits & { listFields?: readonly string[] };
}

interface WriteContext<T> extends GuardedContext {
  data: T;
}

interface UploadContext<T> extends WriteContext<T> {
  files: AsyncIterable<IncomingFile>;
}

function fieldValue(body: unknown, field: string | undefined): unknown {
  return field && body && typeof body === 'object'
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

export function writeRoute<S extends z.ZodMiniType>(
  options: UploadRouteOptions<S>,
  handler: (context: UploadContext<z.output<S>>) => Promise<Response>,
): Handler;
export function writeRoute<S extends z.ZodMiniType>(
  options: WriteRouteOptions<S>,
  handler: (context: WriteContext<z.output<S>>) => Promise<Response>,
): Handler;
export function writeRoute<S extends z.ZodMiniType>(
  options: WriteRouteOptions<S> & Partial<Pick<UploadRouteOptions<S>, 'upload'>>,
  handler: (context: UploadContext<z.output<S>>) => Promise<Response>,
): Handler {
  const { name, rateLimit, schema, describeIssue, localeField, honeypot, upload } = options;
  return apiHandler(async (request) => {
    const { database } = await passGuards(request, { name, rateLimit, sameOrigin: true });

    const multipart = upload
      ? new MultipartReader(request, upload, requestLocale(request))
      : undefined;
    try {
      const body = multipart
        ? await multipart.readFields(upload?.listFields)
        : await readJsonBody(request);
      const locale = requestLocale(request, fieldValue(body, localeField));
      if (multipart) multipart.locale = locale;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw validationError(parsed.error.issues, locale, (issue) => describeIssue(locale, issue));
      }
      if (honeypot && fieldValue(parsed.data, honeypot.field)) {
        await multipart?.discardRest();
        return honeypot.decoy(locale);
      }
      const files = multipart?.files() ?? (async function* () {})();
      return await handler({ request, data: parsed.data, locale, database, files });
    } catch (error) {
      await multipart?.discardRest();
      throw error;
    }
  });
}
