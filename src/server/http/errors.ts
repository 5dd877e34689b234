/**
 * The JSON body of every API failure: a message for people, and for invalid input one message
 * per field (`errors.<field>`). The browser reads it through `ApiError` (`src/lib/query-client`).
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
}

/**
 * An API failure with the status and JSON body the visitor should get. Guards and services
 * throw it; `apiHandler` turns it into the response.
 */
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
