import type { LeadKind } from './options';

/**
 * The body of a successful `POST /api/leads/<kind>` (201), as the forms read it: the stored
 * lead (null for a request the honeypot caught) and a thank-you in the visitor's language.
 */
export interface LeadReceipt {
  lead: { id: string; kind: LeadKind; receivedAt: string } | null;
  message: string;
}
