/** Spec timings of the hero headline: typing, deleting, and the pause on a finished title. */
export const TYPE_DELAY_MS = 100;
export const DELETE_DELAY_MS = 50;
export const HOLD_DELAY_MS = 2000;

export interface TypewriterState {
  /** Which title is on screen. */
  index: number;
  /** How many of its characters are shown. */
  length: number;
  deleting: boolean;
}

/** The page starts with the first title complete, as the server rendered it. */
export function initialTypewriterState(titles: readonly string[]): TypewriterState {
  return { index: 0, length: titles[0]?.length ?? 0, deleting: false };
}

export function visibleText(titles: readonly string[], state: TypewriterState): string {
  return (titles[state.index] ?? '').slice(0, state.length);
}

/**
 * One tick of the typewriter: the state to show next and how long to wait before showing it.
 * A finished title holds for 2000 ms, then deletes at 50 ms per character; the next title
 * (wrapping after the last) types at 100 ms per character.
 */
export function nextTypewriterStep(
  titles: readonly string[],
  state: TypewriterState,
): { state: TypewriterState; delay: number } {
  const full = (titles[state.index] ?? '').length;
  const { length } = state;
  if (!state.deleting && length >= full) {
    return { state: { ...state, deleting: true }, delay: HOLD_DELAY_MS };
  }
  if (state.deleting && length > 0) {
    return { state: { ...state, length: length - 1 }, delay: DELETE_DELAY_MS };
  }
  if (state.deleting) {
    return {
      state: { index: (state.index + 1) % titles.length, length: 1, deleting: false },
      delay: TYPE_DELAY_MS,
    };
  }
  return { state: { ...state, length: length + 1 }, delay: TYPE_DELAY_MS };
}
