import { z } from 'zod/mini';

const text = (max: number, error: string) =>
  z.string({ error }).check(z.trim(), z.maxLength(max, { error }));

export const connectCalendarSchema = z
  .strictObject({
    kind: z.enum(['feed', 'caldav'], { error: 'invalid' }),
    name: text(80, 'name').check(z.minLength(1, { error: 'name' })),
    url: text(2000, 'url').check(z.regex(/^(https?|webcals?):\/\/\S+$/i, { error: 'url' })),
    username: z.optional(text(200, 'invalid')),
    password: z.optional(
      z.string({ error: 'invalid' }).check(z.maxLength(500, { error: 'invalid' })),
    ),
    calendarUrl: z.optional(text(2000, 'invalid')),
    reads: z.boolean({ error: 'invalid' }),
    writes: z.boolean({ error: 'invalid' }),
  })
  .check(
    z.refine((value) => value.kind === 'feed' || Boolean(value.username), {
      error: 'username',
      path: ['username'],
    }),
    z.refine((value) => value.kind === 'caldav' || !value.writes, {
      error: 'feedWrites',
      path: ['writes'],
    }),
    z.refine((value) => value.reads || value.writes, { error: 'noRole', path: ['reads'] }),
  );
export type ConnectCalendarValues = z.output<typeof connectCalendarSchema>;
export type ConnectCalendarInput = z.input<typeof connectCalendarSchema>;

export const calendarRolesSchema = z.strictObject({
  reads: z.boolean({ error: 'invalid' }),
  writes: z.boolean({ error: 'invalid' }),
});
