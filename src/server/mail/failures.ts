// `refused` 5xx, `retry` 4xx; `unreachable` says nothing of the message, so every email waits.
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
