import { z } from 'zod';

// Parsed at start (next.config.ts) too, so a bad value stops start-up naming the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const emailsPerMinute = (fallback: number) =>
  optionalText(
    z.coerce
      .number({ error: 'must be a number of emails a minute' })
      .int('must be a whole number of emails a minute')
      .min(1, 'must be between 1 and 6000 emails a minute')
      .max(6000, 'must be between 1 and 6000 emails a minute'),
  ).transform((value) => value ?? fallback);

const secretToken = z
  .string()
  .min(32, 'must be at least 32 characters, e.g. the output of `openssl rand -hex 32`')
  // Only characters that stay as they are in a URL or a header, so the value works when pasted.
  .regex(/^[A-Za-z0-9._~-]+$/, 'may hold only letters, digits and - _ . ~');

const serverEnvSchema = z
  .object({
    SITE_URL: optionalText(
      z.url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://marlowe.studio',
      }),
    ),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    // Defaults to DATA_DIR/backups; another disk keeps the backups when the data's disk is lost.
    BACKUP_DIR: optionalText(z.string()),
    DATABASE_URL: optionalText(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: 'must be a postgres:// or postgresql:// connection URL',
      }),
    ),
    SMTP_URL: optionalText(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    // Emails a minute: each server's handover to the mail server; a newsletter across all servers.
    MAIL_RATE: emailsPerMinute(120),
    NEWSLETTER_RATE: emailsPerMinute(60),
    STUDIO_NOTIFY_EMAIL: z.email('must be an email address').default('hello@marlowe.studio'),
    // The video call's address, sent in every invitation; without it the studio sends it later.
    STUDIO_MEETING_URL: optionalText(
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'must be an https URL, such as https://meet.example.com/marlowe-studio',
      }),
    ),
    TRUST_PROXY: optionalText(booleanFlag).transform((value) => value ?? false),
    STUDIO_CALENDAR_TOKEN: optionalText(secretToken),
    METRICS_TOKEN: optionalText(secretToken),
    // The logger reads it itself (src/server/logging); checked here so a typo stops the start.
    LOG_LEVEL: optionalText(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ),
    STUDIO_SECRET: optionalText(
      z
        .string()
        .regex(
          /^[0-9a-fA-F]{64}$/,
          'must be 32 random bytes written as 64 hex characters, e.g. the output of `openssl rand -hex 32`',
        ),
    ),
    CALENDAR_ALLOW_PRIVATE_ADDRESSES: optionalText(booleanFlag).transform(
      (value) => value ?? false,
    ),
    CALENDAR_REFRESH_SECONDS: optionalText(
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be between 1 and 86400 seconds')
        .max(86_400, 'must be between 1 and 86400 seconds'),
    ).transform((value) => value ?? 300),
  })
  // Without SITE_URL, the address this server answers on: links in its emails lead back to it.
  .transform(({ SITE_URL, ...env }) => ({
    ...env,
    SITE_URL: (SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

const secretVariables = new Set(['STUDIO_SECRET']);

type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const given = secretVariables.has(variable)
      ? `${(source[variable] ?? '').length} characters`
      : JSON.stringify(source[variable] ?? '');
    return `  ${variable}: ${issue.message} (got ${given})`;
  });
  throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`);
}
