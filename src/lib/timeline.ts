/** Sorted instants in milliseconds: does anything overlap a stretch of time? */
export class Timeline {
  private readonly starts: number[];
  private readonly ends: number[];

  constructor(intervals: Iterable<{ start: number; end: number }>) {
    const sorted = [...intervals].sort((a, b) => a.start - b.start);
    this.starts = sorted.map((interval) => interval.start);
    // The latest end up to each position, so one binary search answers for all before it.
    let reach = -Infinity;
    this.ends = sorted.map((interval) => (reach = Math.max(reach, interval.end)));
  }

  overlaps(start: number, end: number): boolean {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle]! < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && this.ends[low - 1]! > start;
  }
}

export const timelineOf = (intervals: Iterable<{ start: Date; end: Date }>) =>
  new Timeline(
    Array.from(intervals, (interval) => ({
      start: interval.start.getTime(),
      end: interval.end.getTime(),
    })),
  );
