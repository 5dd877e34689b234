// Each recipient's email gets its own moment, `ratePerMinute` to the minute. The schedule is
// stored with the emails, so it holds across restarts and however many servers share the work.
export function pacedSendTimes(count: number, start: Date, ratePerMinute: number): Date[] {
  const gapMs = 60_000 / ratePerMinute;
  return Array.from(
    { length: count },
    (_, index) => new Date(start.getTime() + Math.floor(index * gapMs)),
  );
}
