// Both drivers carry the SQLSTATE; Drizzle wraps failed queries and failed connections alike.
export function isDatabaseError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'DrizzleQueryError') return true;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = cause;
  }
  return false;
}
