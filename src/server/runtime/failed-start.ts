/**
 * Ends a server whose start-up failed: one line saying why, then exit status 1, so that its
 * process manager restarts it (and its log says what to fix) instead of a server that answers
 * every request with an error.
 */
export function exitAfterFailedStart(error: unknown): never {
  console.error(`Start-up failed: ${describeFailure(error)}. Stopping the server.`);
  process.exit(1);
}

/**
 * The messages of an error and of what caused it, in one line: drivers wrap the useful part
 * (a refused connection, a failed query) in `cause` or, for several addresses, in `errors`.
 */
export function describeFailure(error: unknown): string {
  const messages: string[] = [];
  const visit = (current: unknown, depth: number) => {
    if (depth > 5 || current === undefined || current === null) return;
    if (current instanceof AggregateError)
      current.errors.forEach((inner) => visit(inner, depth + 1));
    const message = current instanceof Error ? current.message : String(current);
    const line = truncate(
      message
        .replace(/\s+/g, ' ')
        .replace(/[\s:]+$/, '')
        .trim(),
    );
    if (line && !messages.includes(line)) messages.push(line);
    if (current instanceof Error) visit(current.cause, depth + 1);
  };
  visit(error, 0);
  return messages.join(': ') || 'unknown error';
}

// A failed migration's message quotes its whole SQL; the start of it is enough to find it.
const MAX_MESSAGE_LENGTH = 300;

function truncate(line: string): string {
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : line;
}
