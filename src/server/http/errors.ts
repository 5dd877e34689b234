import type { ApiErrorBody } from '@/lib/api-error-body';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly details: Omit<ApiErrorBody, 'message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const body: ApiErrorBody = { message: this.message, ...this.details };
    return Response.json(body, {
      status: this.status,
      headers: { 'Cache-Control': 'no-store', ...this.headers },
    });
  }
}
