// Stable ids, labelled in `Leads.options`, so stored answers read the same in either language.

export const leadKinds = ['readiness', 'audit', 'wizard'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const yesNo = ['yes', 'no'] as const;

export const readinessIndustries = [
  'technology',
  'healthcare',
  'finance',
  'retail',
  'manufacturing',
  'education',
  'real-estate',
  'professional-services',
  'e-commerce',
  'media-entertainment',
  'non-profit',
  'other',
] as const;

export const teamSizes = ['1-10', '11-50', '51-200', '200+'] as const;

export const aiAreas = [
  'leadGen',
  'automation',
  'customerService',
  'marketing',
  'knowledgeBase',
  'other',
] as const;

export const auditDepartments = [
  'sales',
  'marketing',
  'support',
  'operations',
  'internal',
] as const;

export const wizardIndustries = [
  'healthcare',
  'finance',
  'e-commerce',
  'manufacturing',
  'education',
  'real-estate',
  'legal',
  'marketing',
  'technology',
  'consulting',
  'other',
] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

export const wizardDepartments = [
  'customer-service',
  'sales',
  'marketing',
  'operations',
  'hr',
  'finance',
  'it',
  'product-development',
] as const;

export const timelines = ['asap', 'quarter', 'half-year', 'year', 'exploring'] as const;

export const budgets = [
  'under-10k',
  '10k-25k',
  '25k-50k',
  '50k-100k',
  '100k-plus',
  'not-sure',
] as const;

export const familiarityScale = { min: 1, max: 10, default: 5 } as const;

export const experienceScale = { min: 1, max: 5, default: 3 } as const;
export const experienceLevels = ['1', '2', '3', '4', '5'] as const;

export const uploadRules = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt'],
} as const;

export type UploadExtension = (typeof uploadRules.extensions)[number];

export function uploadExtension(filename: string): UploadExtension | undefined {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  return (uploadRules.extensions as readonly string[]).includes(extension ?? '')
    ? (extension as UploadExtension)
    : undefined;
}
