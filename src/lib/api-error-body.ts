export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
  /** An unexpected failure's reference, as the server's log names it. */
  requestId?: string;
}
