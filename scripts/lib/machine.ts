import os from 'node:os';

/** The 1, 5 and 15-minute load averages, for benchmarks to print beside their figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
