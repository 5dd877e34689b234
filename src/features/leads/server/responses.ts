import type { Locale } from '@/i18n/routing';
import type { Lead } from '@/server/db/schema';
import type { LeadKind } from '../options';
import type { LeadReceipt } from '../receipt';
import { leadsApiText } from './messages';

function receipt(body: LeadReceipt): Response {
  return Response.json(body, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

export function leadReceived(lead: Lead, locale: Locale): Response {
  return receipt({
    lead: { id: lead.id, kind: lead.kind, receivedAt: lead.createdAt.toISOString() },
    message: leadsApiText(locale, `received.${lead.kind}`),
  });
}

export function decoyReceipt(kind: LeadKind) {
  return (locale: Locale) =>
    receipt({ lead: null, message: leadsApiText(locale, `received.${kind}`) });
}
