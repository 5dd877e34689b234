import { uploadRules } from './options';

export const leadEndpoints = {
  readiness: '/api/leads/readiness',
  audit: '/api/leads/audit',
  wizard: '/api/leads/wizard',
} as const;

/** Per route: plenty for a person correcting a form, far too few to flood the inbox or database. */
export const leadRateLimit = { points: 10, durationSeconds: 60 * 60 } as const;

/** The audit upload's hard limits, enforced while the body streams in. */
export const auditUploadLimits = {
  files: uploadRules.maxFiles,
  fileBytes: uploadRules.maxFileBytes,
  fields: 30,
  // The longest answer is 5,000 characters, up to four bytes each in UTF-8.
  fieldBytes: 20 * 1024,
} as const;

/** Attachments of the studio's notification, in total; larger uploads are listed instead. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
