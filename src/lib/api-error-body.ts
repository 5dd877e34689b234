export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
}
