import { Fragment } from 'react';
import type { TextSegment } from '../snippet';

// React escapes every piece, so matched text cannot inject markup.
export function HighlightedText({ segments }: { segments: TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark
        key={index}
        className="rounded-sm bg-brand-amber/25 px-0.5 font-semibold text-foreground dark:bg-brand-amber/35"
      >
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
