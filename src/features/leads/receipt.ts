import type { LeadKind } from './options';

/** `lead` is null for a request the honeypot caught, which is thanked all the same. */
export interface LeadReceipt {
  lead: { id: string; kind: LeadKind; receivedAt: string } | null;
  message: string;
}
