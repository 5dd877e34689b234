export const reportRanges = [7, 30, 90] as const;
export type ReportRange = (typeof reportRanges)[number];

export const DEFAULT_RANGE: ReportRange = 30;

// Any other value, from an old bookmark or a typo, shows the default period.
export function reportRangeOf(value: unknown): ReportRange {
  const days = Number(Array.isArray(value) ? value[0] : value);
  return reportRanges.find((range) => range === days) ?? DEFAULT_RANGE;
}
