import { z } from 'zod/mini';

// Issue messages are keys of the screen's `errors` in studio.json.
export const deskNote = (max: number) =>
  z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' }));
