export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
  requestId?: string;
  /** A desk save that lost a race: what the other place saved (`features/blog/desk/`). */
  conflict?: unknown;
}
