import { describe, expect, it } from 'vitest';
import { highlightText, snippetOf, type TextSegment } from './snippet';

const isAgent = (word: string) => /^agents?$/i.test(word);
/** Segments as text with the matches in brackets, for readable expectations. */
const show = (segments: TextSegment[]) =>
  segments.map(({ text, match }) => (match ? `[${text}]` : text)).join('');

describe('highlightText', () => {
  it('marks every matched word and keeps everything else as it was', () => {
    const segments = highlightText('Agents answer; an agent books.', isAgent);
    expect(show(segments)).toBe('[Agents] answer; an [agent] books.');
    expect(segments.map((segment) => segment.text).join('')).toBe('Agents answer; an agent books.');
  });

  it('merges the unmarked runs', () => {
    expect(highlightText('one two agent three four', isAgent)).toEqual([
      { text: 'one two ', match: false },
      { text: 'agent', match: true },
      { text: ' three four', match: false },
    ]);
  });

  it('leaves markup in the text as text', () => {
    expect(show(highlightText('<b>agent</b>', isAgent))).toBe('<b>[agent]</b>');
  });
});

describe('snippetOf', () => {
  const words = (count: number, from = 1) =>
    Array.from({ length: count }, (_, index) => `w${from + index}`).join(' ');

  it('shows the opening of a text that has no match, with an ellipsis where it goes on', () => {
    expect(show(snippetOf(words(50), isAgent, 5))).toBe('w1 w2 w3 w4 w5…');
    expect(show(snippetOf(words(4), isAgent, 5))).toBe('w1 w2 w3 w4');
  });

  it('centres on the densest cluster of matches, with a few words before it', () => {
    const text = `${words(20)} agent ${words(30, 21)} agent agents ${words(30, 51)}`;
    expect(show(snippetOf(text, isAgent, 12))).toBe(
      '…w45 w46 w47 w48 w49 w50 [agent] [agents] w51 w52 w53 w54…',
    );
  });

  it('joins a text’s parts readably', () => {
    expect(show(snippetOf('Heading\nA sentence.\nAnother agent', isAgent, 20))).toBe(
      'Heading · A sentence. Another [agent]',
    );
  });
});
