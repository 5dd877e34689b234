import { z } from 'zod';

/**
 * The environment the site runs with. Parsed once at start (next.config.ts) so that a bad
 * value stops start-up naming the variable, and again by the server module for typed access.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const serverEnvSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://marlowe.studio' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// connection URL',
    }),
  ),
  SMTP_URL: optionalText(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
  ),
  STUDIO_NOTIFY_EMAIL: z.email('must be an email address').default('hello@marlowe.studio'),
  TRUST_PROXY: optionalText(booleanFlag).transform((value) => value ?? false),
  /** The secret in the studio's calendar feed address; without it, the feed does not exist. */
  STUDIO_CALENDAR_TOKEN: optionalText(
    z
      .string()
      .min(32, 'must be at least 32 characters, e.g. the output of `openssl rand -hex 32`')
      // Only characters that stay as they are in a URL, so the address works when pasted.
      .regex(/^[A-Za-z0-9._~-]+$/, 'may hold only letters, digits and - _ . ~'),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    return `  ${variable}: ${issue.message} (got ${JSON.stringify(source[variable] ?? '')})`;
  });
  throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`);
}
