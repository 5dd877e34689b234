/**
 * An API failure with the status and JSON body the visitor should get. Guards and services
 * throw it; `apiHandler` turns it into the response.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { message: this.message, ...this.details },
      { status: this.status, headers: { 'Cache-Control': 'no-store', ...this.headers } },
    );
  }
}
