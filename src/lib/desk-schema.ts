import { z } from 'zod/mini';

// Issue messages are keys of the screen's `errors` in studio.json, so browser and server each
// localize them.
export const deskNote = (max: number) =>
  z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' }));
