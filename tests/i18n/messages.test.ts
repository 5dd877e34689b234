import { describe, expect, it } from 'vitest';
import { messageFiles } from '@/i18n/messages';
import { messageFileNames, readMessages } from './message-files';
import { leaves, missingPaths, placeholders, untranslated } from './translation-parity';

const en = readMessages('en');
const es = readMessages('es');

/** Words that are the same in English and Spanish on purpose. */
const sameInBothLanguages = new Set([
  'Marlowe Creative Studio',
  'Marlowe',
  '404',
  'FAQ',
  'CRM',
  'No',
  'ID',
  // A protocol's name.
  'CalDAV',
]);

describe('UI messages', () => {
  it('are split into the same files in both languages, all of them loaded by the site', () => {
    const expected = [...messageFiles].map((file) => `${file}.json`).sort();
    expect(messageFileNames('en')).toEqual(expected);
    expect(messageFileNames('es')).toEqual(expected);
  });

  it('have the same keys in English and Spanish', () => {
    expect(missingPaths(en, es)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it('are translated: no Spanish value copies the English one', () => {
    expect(untranslated(en, es, sameInBothLanguages)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const spanish = new Map(leaves(es).map((leaf) => [leaf.path, leaf.value]));
    const mismatched = leaves(en).filter(
      ({ path, value }) =>
        placeholders(value).join() !== placeholders(spanish.get(path) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('have no empty values', () => {
    expect([...leaves(en), ...leaves(es)].filter((leaf) => !leaf.value.trim())).toEqual([]);
  });
});

describe('the parity check itself', () => {
  it('notices a key missing in Spanish', () => {
    expect(missingPaths({ a: 'x', b: { c: 'y' } }, { a: 'z' }).onlyInFirst).toEqual(['b.c']);
  });

  it('reads argument names, not the words of plural branches', () => {
    expect(placeholders('{count, plural, one {# week} other {# weeks}} for {name}')).toEqual([
      'count',
      'name',
    ]);
    expect(placeholders('{n, plural, one {“{title}” once} other {“{title}” # times}}')).toEqual([
      'n',
      'title',
      'title',
    ]);
    expect(placeholders('Hello {name}, {when, date, short}')).toEqual(['name', 'when']);
    expect(placeholders('{count}')).not.toEqual(placeholders('{total}'));
  });

  it('notices an English value left in Spanish, but allows brand names and numbers', () => {
    const english = {
      a: 'Book Strategy Session',
      b: 'Marlowe Creative Studio',
      c: '20x',
      d: '{year}',
    };
    const spanish = {
      a: 'Book Strategy Session',
      b: 'Marlowe Creative Studio',
      c: '20x',
      d: '{year}',
    };
    expect(untranslated(english, spanish, sameInBothLanguages).map((leaf) => leaf.path)).toEqual([
      'a',
    ]);
  });
});
