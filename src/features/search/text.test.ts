import { describe, expect, it } from 'vitest';
import { foldWord, queryWords, splitAroundWords, splitWords, wordTerms } from './text';

describe('foldWord', () => {
  it('drops case and accents', () => {
    expect(foldWord('Sesión')).toBe('sesion');
    expect(foldWord('AUTOMATIZACIÓN')).toBe('automatizacion');
    expect(foldWord('Capacitación')).toBe(foldWord('capacitacion'));
    // Decomposed input (an "e" followed by a combining accent) folds the same way.
    expect(foldWord('se\u0301sion')).toBe('sesion');
  });
});

describe('splitting text', () => {
  it('cuts at spaces and punctuation, keeping accented letters and digits in words', () => {
    expect(splitWords('¿Cuánto tarda un proyecto? 2-4 semanas, IA/CRM.')).toEqual([
      'Cuánto',
      'tarda',
      'un',
      'proyecto',
      '2',
      '4',
      'semanas',
      'IA',
      'CRM',
    ]);
  });

  it('keeps the separators so the text can be rebuilt', () => {
    const text = '¿Un agente de IA? Sí.';
    const parts = splitAroundWords(text);
    expect(parts.join('')).toBe(text);
    expect(parts.filter((_, index) => index % 2 === 1)).toEqual(['¿', ' ', ' ', ' ', '? ', '.']);
  });
});

describe('wordTerms', () => {
  it('finds a Spanish plural by the stem it shares with its singular', () => {
    const plural = wordTerms('es', 'agentes');
    const singular = wordTerms('es', 'agente');
    expect(plural.filter((term) => singular.includes(term))).not.toEqual([]);
    expect(wordTerms('es', 'sesiones')).toContain(foldWord('sesión'));
  });

  it('finds an English plural by its stem', () => {
    expect(wordTerms('en', 'agents')).toContain('agent');
    const shared = (a: string, b: string) =>
      wordTerms('en', a).filter((term) => wordTerms('en', b).includes(term));
    expect(shared('automations', 'automation')).not.toEqual([]);
    expect(shared('sessions', 'session')).toEqual(['session']);
  });

  it('keeps the stem that needs the accents', () => {
    // Only with its accent does "automatización" share a stem with its plural.
    const accented = wordTerms('es', 'automatización');
    const plural = wordTerms('es', 'automatizaciones');
    expect(accented.filter((term) => plural.includes(term))).not.toEqual([]);
  });

  it('answers the same once random queries have filled its memory of words', () => {
    const before = wordTerms('en', 'automations');
    for (let i = 0; i < 12_000; i++) wordTerms('en', `crawler${i}words`);
    expect(wordTerms('en', 'automations')).toEqual(before);
    expect(wordTerms('en', 'sessions')).toContain('session');
  });

  it('ignores stop words and single letters, but not short meaningful words', () => {
    expect(wordTerms('en', 'The')).toEqual([]);
    expect(wordTerms('es', 'de')).toEqual([]);
    expect(wordTerms('es', 's')).toEqual([]);
    expect(wordTerms('es', 'IA')).toContain('ia');
    expect(wordTerms('en', 'AI')).toContain('ai');
    expect(wordTerms('en', '5')).toEqual(['5']);
  });
});

describe('queryWords', () => {
  it('keeps the words that carry meaning, once each whatever their accents', () => {
    expect(queryWords('es', '¿Cuánto tarda la sesión? sesion')).toEqual([
      'Cuánto',
      'tarda',
      'sesión',
    ]);
    expect(queryWords('en', 'the and of')).toEqual([]);
  });
});
