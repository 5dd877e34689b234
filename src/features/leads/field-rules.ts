// Apart from the schemas, so the forms need not load them (and zod) to know these.
export const leadErrorKeys = [
  'aiAreas',
  'auditDepartments',
  'budget',
  'companyName',
  'companySize',
  'currentChallenges',
  'currentData',
  'currentTools',
  'customerVolume',
  'departmentStructure',
  'departments',
  'email',
  'expectedOutcomes',
  'experience',
  'familiarity',
  'fullName',
  'industry',
  'name',
  'primaryGoals',
  'role',
  'teamSize',
  'timeline',
  'topGoals',
  'website',
  'wizardCompanyName',
  'wizardIndustry',
  'yesNo',
  'tooLong',
  'singleLine',
  'invalidCharacters',
  'locale',
  'unknownField',
  'invalid',
] as const;
export type LeadErrorKey = (typeof leadErrorKeys)[number];

/** Longest accepted answers, in characters. */
export const leadFieldLimits = {
  name: 100,
  email: 254,
  company: 120,
  website: 300,
  shortText: 200,
  toolNames: 500,
  longText: 5000,
} as const;

export function leadErrorKey(issue: { code?: string; message?: string }): LeadErrorKey {
  if ((leadErrorKeys as readonly string[]).includes(issue.message ?? '')) {
    return issue.message as LeadErrorKey;
  }
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}
