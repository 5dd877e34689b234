import { describe, expect, it } from 'vitest';
import {
  DELETE_DELAY_MS,
  HOLD_DELAY_MS,
  TYPE_DELAY_MS,
  initialTypewriterState,
  nextTypewriterStep,
  visibleText,
  type TypewriterState,
} from './typewriter-steps';

const titles = ['Ab', 'Cde', 'F'];

/** Runs the typewriter for `steps` ticks and records what is shown and after how long. */
function run(steps: number) {
  let state: TypewriterState = initialTypewriterState(titles);
  const frames: { text: string; delay: number }[] = [];
  for (let i = 0; i < steps; i += 1) {
    const next = nextTypewriterStep(titles, state);
    state = next.state;
    frames.push({ text: visibleText(titles, state), delay: next.delay });
  }
  return frames;
}

describe('hero typewriter', () => {
  it('starts with the first title complete', () => {
    expect(visibleText(titles, initialTypewriterState(titles))).toBe('Ab');
  });

  it('holds 2000 ms, deletes at 50 ms, types the next title at 100 ms, and wraps', () => {
    expect(run(16)).toEqual([
      { text: 'Ab', delay: HOLD_DELAY_MS },
      { text: 'A', delay: DELETE_DELAY_MS },
      { text: '', delay: DELETE_DELAY_MS },
      { text: 'C', delay: TYPE_DELAY_MS },
      { text: 'Cd', delay: TYPE_DELAY_MS },
      { text: 'Cde', delay: TYPE_DELAY_MS },
      { text: 'Cde', delay: HOLD_DELAY_MS },
      { text: 'Cd', delay: DELETE_DELAY_MS },
      { text: 'C', delay: DELETE_DELAY_MS },
      { text: '', delay: DELETE_DELAY_MS },
      { text: 'F', delay: TYPE_DELAY_MS },
      { text: 'F', delay: HOLD_DELAY_MS },
      { text: '', delay: DELETE_DELAY_MS },
      { text: 'A', delay: TYPE_DELAY_MS },
      { text: 'Ab', delay: TYPE_DELAY_MS },
      { text: 'Ab', delay: HOLD_DELAY_MS },
    ]);
  });

  it('uses the spec timings', () => {
    expect([TYPE_DELAY_MS, DELETE_DELAY_MS, HOLD_DELAY_MS]).toEqual([100, 50, 2000]);
  });
});
