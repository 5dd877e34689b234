// Exit 1 so the process manager restarts the server, rather than keep one answering errors.
export function exitAfterFailedStart(error: unknown): never {
  console.error(`Start-up failed: ${describeFailure(error)}. Stopping the server.`);
  process.exit(1);
}

// Drivers wrap the useful part in `cause`, or in `errors` for a connection tried on several addresses.
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
