export interface PdfText {
  masthead: string;
  byline: string;
  page: (page: number, total: number) => string;
  readOnline: string;
  bookSession: string;
  chartKinds: Record<'pie' | 'line' | 'bar', string>;
}
