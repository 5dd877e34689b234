// Stored with the emails, so the pace holds across restarts and however many servers share it.
export function pacedSendTimes(count: number, start: Date, ratePerMinute: number): Date[] {
  const gapMs = 60_000 / ratePerMinute;
  return Array.from(
    { length: count },
    (_, index) => new Date(start.getTime() + Math.floor(index * gapMs)),
  );
}
