export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
  /** An unexpected failure's reference, as the server's log names it. */
  requestId?: string;
  /** A desk save that lost a race: what the other place saved (`features/blog/desk/`). */
  conflict?: unknown;
}
