import { z } from 'zod/mini';
import { PASSKEY_NAME_MAX } from '@/config/desk-limits';

// Issue messages are keys of `Studio.auth.errors`, so browser and server each localize them.
const LINE_BREAKS_OR_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const passkeyNameSchema = z.string({ error: 'nameRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'nameRequired' }),
  z.maxLength(PASSKEY_NAME_MAX, { error: 'nameTooLong' }),
  z.refine((value) => !LINE_BREAKS_OR_CONTROLS.test(value), { error: 'nameRequired' }),
);

export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameValues = z.input<typeof passkeyNameFormSchema>;

// Nothing to give: the link goes to the studio's own address, whoever asks.
export const inviteRequestSchema = z.object({});

// The browser's answers are checked in full by the verifier; here only their outline.
const credentialResponse = z.looseObject({
  id: z.string().check(z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal('public-key'),
  clientExtensionResults: z.optional(z.looseObject({})),
  authenticatorAttachment: z.optional(z.string()),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(4096)) }),
});

export const registrationOptionsSchema = z.strictObject({
  token: z.string().check(z.maxLength(100)),
});

export const registrationVerifySchema = z.strictObject({
  name: passkeyNameSchema,
  response: credentialResponse,
});

export const authenticationOptionsSchema = z.strictObject({});

export const authenticationVerifySchema = z.strictObject({ response: credentialResponse });
