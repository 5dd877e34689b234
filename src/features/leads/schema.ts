// zod/mini, as the browser uses these too; issue messages are keys of `Leads.errors`.
import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';
import {
  aiAreas,
  auditDepartments,
  budgets,
  companySizes,
  experienceScale,
  familiarityScale,
  readinessIndustries,
  teamSizes,
  timelines,
  wizardDepartments,
  wizardIndustries,
  yesNo,
} from './options';
import { leadFieldLimits, type LeadErrorKey } from './field-rules';

const MAX_CUSTOMER_VOLUME = 1_000_000_000;

// Control characters other than tab and line breaks have no place in text people type.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Line breaks in a one-line answer could forge email headers or CSV rows; tabs have no use there.
const LINE_BREAKS_OR_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Trimmed text of at least `min` characters; every other failure reads as `error`. */
function text(error: LeadErrorKey, { min = 1, max }: { min?: number; max: number }) {
  return z.string({ error }).check(
    z.trim(),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalidCharacters' }),
    z.minLength(min, { error }),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

function line(error: LeadErrorKey, limits: { min?: number; max: number }) {
  return text(error, limits).check(
    z.refine((value) => !LINE_BREAKS_OR_CONTROLS.test(value), { error: 'singleLine' }),
  );
}

function optionalText(max: number) {
  return z.optional(text('invalid', { min: 0, max }));
}

const email = z.pipe(line('email', { max: leadFieldLimits.email }), z.email({ error: 'email' }));

/** People type "acme.com", so an address without a scheme gets https://. */
export function normalizeWebsite(value: string): string | undefined {
  if (value === '') return '';
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    const validHost = /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !url.hostname.endsWith('.');
    if ((url.protocol === 'http:' || url.protocol === 'https:') && validHost && !url.username) {
      return url.href;
    }
  } catch {
    // Not a URL at all.
  }
  return undefined;
}

const website = z.optional(
  z.pipe(
    line('website', { min: 0, max: leadFieldLimits.website }),
    z.transform((value, context) => {
      const normalized = normalizeWebsite(value);
      if (normalized !== undefined) return normalized;
      context.issues.push({ code: 'custom', message: 'website', input: value });
      return z.NEVER;
    }),
  ),
);

const answer = (error: LeadErrorKey) => z.enum(yesNo, { error });

function choices<const T extends readonly [string, ...string[]]>(
  options: T,
  error: LeadErrorKey,
  min = 0,
) {
  return z
    .array(z.enum(options, { error }), { error })
    .check(z.minLength(min, { error }), z.maxLength(options.length, { error }));
}

/** An optional choice from a list, where "nothing chosen" may arrive as an empty string. */
function optionalChoice<const T extends readonly [string, ...string[]]>(
  options: T,
  error: LeadErrorKey,
) {
  return z.optional(
    z.pipe(
      z.union([z.literal(''), z.enum(options)], { error }),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}

function scale({ min, max }: { min: number; max: number }, error: LeadErrorKey) {
  return z.int({ error }).check(z.gte(min, { error }), z.lte(max, { error }));
}

/** A slider's value: one number, or (as slider components report it) a list of exactly one. */
function sliderValue(range: { min: number; max: number }, error: LeadErrorKey) {
  const value = scale(range, error);
  return z.pipe(
    z.union([value, z.tuple([value])], { error }),
    z.transform((input) => (Array.isArray(input) ? input[0] : input)),
  );
}

/** A whole number typed into a field ("1,200" included), or nothing. */
const customerVolume = z.optional(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'customerVolume' }),
    z.transform((input, context) => {
      const digits = String(input).trim().replace(/[,\s]/g, '');
      if (digits === '') return undefined;
      const value = /^\d{1,10}$/.test(digits) ? Number(digits) : NaN;
      if (value <= MAX_CUSTOMER_VOLUME) return value;
      context.issues.push({ code: 'custom', message: 'customerVolume', input });
      return z.NEVER;
    }),
  ),
);

const common = {
  /** The language the visitor used; their acknowledgment email is written in it. */
  locale: z.optional(z.enum(locales, { error: 'locale' })),
  /** Hidden from people; bots fill it in, and such submissions are quietly dropped. */
  referenceCode: z.optional(z.string({ error: 'invalid' }).check(z.maxLength(200))),
};

const payloadErrors = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid',
};

export const readinessSchema = z.strictObject(
  {
    name: line('name', { min: 2, max: leadFieldLimits.name }),
    email,
    companyName: line('companyName', { min: 2, max: leadFieldLimits.company }),
    website,
    industry: z.enum(readinessIndustries, { error: 'industry' }),
    teamSize: z.enum(teamSizes, { error: 'teamSize' }),
    aiAreas: choices(aiAreas, 'aiAreas', 1),
    currentData: text('currentData', { min: 10, max: leadFieldLimits.longText }),
    usesAITools: answer('yesNo'),
    /** Only meaningful when `usesAITools` is yes; dropped otherwise. */
    aiToolNames: optionalText(leadFieldLimits.toolNames),
    topGoals: text('topGoals', { min: 20, max: leadFieldLimits.longText }),
    teamFamiliarity: sliderValue(familiarityScale, 'familiarity'),
    wantsRoadmap: answer('yesNo'),
    ...common,
  },
  payloadErrors,
);

export const auditSchema = z.strictObject(
  {
    fullName: line('fullName', { min: 2, max: leadFieldLimits.name }),
    email,
    companyName: line('companyName', { min: 2, max: leadFieldLimits.company }),
    website,
    departmentStructure: text('departmentStructure', { min: 10, max: leadFieldLimits.longText }),
    auditDepartments: choices(auditDepartments, 'auditDepartments', 1),
    currentTools: text('currentTools', { min: 10, max: leadFieldLimits.longText }),
    currentChallenges: text('currentChallenges', { min: 20, max: leadFieldLimits.longText }),
    monthlyCustomerVolume: customerVolume,
    expectedOutcomes: text('expectedOutcomes', { min: 15, max: leadFieldLimits.longText }),
    wantsStrategyCall: answer('yesNo'),
    ...common,
  },
  payloadErrors,
);

export const wizardSchema = z.strictObject(
  {
    companyName: line('wizardCompanyName', { max: leadFieldLimits.company }),
    industry: z.enum(wizardIndustries, { error: 'wizardIndustry' }),
    companySize: z.enum(companySizes, { error: 'companySize' }),
    role: line('role', { max: leadFieldLimits.shortText }),
    email,
    aiExperience: sliderValue(experienceScale, 'experience'),
    currentChallenges: text('currentChallenges', { max: leadFieldLimits.longText }),
    primaryGoals: text('primaryGoals', { max: leadFieldLimits.longText }),
    departments: z.optional(choices(wizardDepartments, 'departments')),
    timeline: optionalChoice(timelines, 'timeline'),
    budget: optionalChoice(budgets, 'budget'),
    priorities: optionalText(leadFieldLimits.longText),
    additionalInfo: optionalText(leadFieldLimits.longText),
    ...common,
  },
  payloadErrors,
);

export type ReadinessInput = z.input<typeof readinessSchema>;
export type Readiness = z.output<typeof readinessSchema>;
export type AuditInput = z.input<typeof auditSchema>;
export type Audit = z.output<typeof auditSchema>;
export type WizardInput = z.input<typeof wizardSchema>;
export type Wizard = z.output<typeof wizardSchema>;
