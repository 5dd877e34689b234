import { describe, expect, it } from 'vitest';
import { extractPrompt } from './prompt';

describe('extractPrompt', () => {
  it('returns the single-quoted phrase without its quotes', () => {
    expect(
      extractPrompt(
        "Try this prompt: 'List the five tasks my team repeats every week and the hours each takes.' Then rank them.",
      ),
    ).toBe('List the five tasks my team repeats every week and the hours each takes.');
  });

  it('accepts typographic quotes and apostrophes inside the phrase', () => {
    expect(extractPrompt('Ask it: ‘What’s the one report we rebuild every Monday?’')).toBe(
      'What’s the one report we rebuild every Monday?',
    );
    expect(extractPrompt("Ask: 'What's slowing our team's follow-ups down?' and listen.")).toBe(
      "What's slowing our team's follow-ups down?",
    );
  });

  it('reads Spanish prompts with opening question marks and accents', () => {
    expect(extractPrompt("Pregunte: '¿Qué tareas repite su equipo cada semana?'")).toBe(
      '¿Qué tareas repite su equipo cada semana?',
    );
  });

  it('ignores apostrophes, single quoted words and text without quotes', () => {
    expect(extractPrompt("Don't automate what your team's best people enjoy.")).toBeUndefined();
    expect(extractPrompt("We call this the 'pilot' phase.")).toBeUndefined();
    expect(extractPrompt('Plain advice with no prompt at all.')).toBeUndefined();
  });

  it('picks the longest quoted phrase when there are several', () => {
    expect(
      extractPrompt(
        "Skip 'be creative' and write 'Draft three subject lines under 40 characters'.",
      ),
    ).toBe('Draft three subject lines under 40 characters');
  });
});
