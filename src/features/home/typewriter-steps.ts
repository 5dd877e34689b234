export const TYPE_DELAY_MS = 100;
export const DELETE_DELAY_MS = 50;
export const HOLD_DELAY_MS = 2000;

export interface TypewriterState {
  index: number;
  length: number;
  deleting: boolean;
}

export function initialTypewriterState(titles: readonly string[]): TypewriterState {
  return { index: 0, length: titles[0]?.length ?? 0, deleting: false };
}

export function visibleText(titles: readonly string[], state: TypewriterState): string {
  return (titles[state.index] ?? '').slice(0, state.length);
}

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
