import { splitAroundWords } from './text';

export interface TextSegment {
  text: string;
  match: boolean;
}

const SNIPPET_WORDS = 32;
const LEAD_IN_WORDS = 6;

type WordMatcher = (word: string) => boolean;

// Parts are joined by line breaks: one after a full stop reads as a space, any other as a dot.
function readableSeparator(separator: string): string {
  return separator.replace(/\s*\n\s*/g, (_, offset: number) =>
    /[.!?:;…]/.test(separator.slice(0, offset)) ? ' ' : ' · ',
  );
}

function segmentsOf(parts: string[], isMatch: WordMatcher): TextSegment[] {
  const segments: TextSegment[] = [];
  parts.forEach((part, index) => {
    if (!part) return;
    const match = index % 2 === 0 && isMatch(part);
    const text = index % 2 === 0 ? part : readableSeparator(part);
    const last = segments.at(-1);
    if (last && !last.match && !match) last.text += text;
    else segments.push({ text, match });
  });
  return segments;
}

export function highlightText(text: string, isMatch: WordMatcher): TextSegment[] {
  return segmentsOf(splitAroundWords(text), isMatch);
}

export function snippetOf(
  text: string,
  isMatch: WordMatcher,
  maxWords = SNIPPET_WORDS,
): TextSegment[] {
  const parts = splitAroundWords(text.trim());
  // The first part is a word, or empty when the text starts with a separator.
  const words = parts.filter((_, index) => index % 2 === 0);
  const matched = words.map((word) => Boolean(word) && isMatch(word));

  let start = 0;
  let best = 0;
  matched.forEach((isHit, position) => {
    if (!isHit) return;
    const from = Math.max(0, position - LEAD_IN_WORDS);
    const distinct = new Set(
      words
        .slice(from, from + maxWords)
        .filter((word, offset) => matched[from + offset])
        .map((word) => word.toLowerCase()),
    ).size;
    if (distinct > best) {
      best = distinct;
      start = from;
    }
  });
  const end = Math.min(words.length, start + maxWords);

  // Word i sits at part 2i; the window ends with its last word, before the separator after it.
  const window = parts.slice(start * 2, end * 2 - 1);
  const segments = segmentsOf(window, isMatch);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < words.length) segments.push({ text: '…', match: false });
  return segments;
}
