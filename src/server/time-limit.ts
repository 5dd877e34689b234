/** The work itself is not cancelled; a failure within the time is thrown as usual. */
export async function withTimeLimit<T>(
  work: Promise<T>,
  ms: number,
): Promise<{ finished: true; value: T } | { finished: false }> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<{ finished: false }>((resolve) => {
    timer = setTimeout(() => resolve({ finished: false }), Math.max(0, ms));
  });
  try {
    return await Promise.race([work.then((value) => ({ finished: true as const, value })), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
