// `refused`: the server answered this message with a permanent no (5xx to its recipient or its
// content), so trying again cannot help. `retry`: a temporary no (4xx) for this message.
// `unreachable`: nothing was said about the message itself (no connection, a timeout, a refused
// login or sender), so the server, not the address, is at fault and every email waits.
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
