// `refused`: a permanent no (5xx) to this message; `retry`: a temporary one (4xx); `unreachable`:
// nothing said about it (no connection, timeout, refused login), so every email waits.
export type FailureKind = 'refused' | 'retry' | 'unreachable';

interface SmtpErrorFields {
  command?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

export function classifyFailure(error: unknown): FailureKind {
  const { command, responseCode, permanent } = (error ?? {}) as SmtpErrorFields;
  const aboutThisMessage = command === 'RCPT TO' || command === 'DATA';
  if (!aboutThisMessage || typeof responseCode !== 'number') return 'unreachable';
  return permanent === true ? 'refused' : 'retry';
}

export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
