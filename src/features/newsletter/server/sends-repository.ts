import { count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  deliveryStatuses,
  newsletterDeliveries,
  newsletterSends,
  studioPasskeys,
  studioSessions,
  type DeliveryStatus,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export type NewsletterSend = typeof newsletterSends.$inferSelect;
export { deliveryStatuses, type DeliveryStatus };

/** The article's send, or nothing when another server or an earlier send holds the article. */
export async function insertSendOnce(
  tx: Queryable,
  values: Pick<NewsletterSend, 'article' | 'sentBy' | 'createdAt'> & { sessionId?: string },
): Promise<NewsletterSend | undefined> {
  const [created] = await tx
    .insert(newsletterSends)
    .values({ ...values, recipients: 0 })
    .onConflictDoNothing({ target: newsletterSends.article })
    .returning();
  return created;
}

export async function firstSendOf(tx: Queryable, slug: string): Promise<Date | undefined> {
  const [first] = await tx
    .select({ createdAt: newsletterSends.createdAt })
    .from(newsletterSends)
    .where(eq(newsletterSends.article, slug));
  return first?.createdAt;
}

export async function setRecipients(
  tx: Queryable,
  sendId: string,
  recipients: number,
): Promise<NewsletterSend> {
  const [send] = await tx
    .update(newsletterSends)
    .set({ recipients })
    .where(eq(newsletterSends.id, sendId))
    .returning();
  return send!;
}

const INSERT_CHUNK = 200;

export async function insertDeliveries(
  tx: Queryable,
  sendId: string,
  emails: readonly { id: string; locale: Locale; subscriberId: string }[],
  now: Date,
) {
  for (let start = 0; start < emails.length; start += INSERT_CHUNK) {
    await tx.insert(newsletterDeliveries).values(
      emails.slice(start, start + INSERT_CHUNK).map((email) => ({
        sendId,
        subscriberId: email.subscriberId,
        outboxId: email.id,
        locale: email.locale,
        updatedAt: now,
      })),
    );
  }
}

export interface SendRecord {
  id: string;
  article: string;
  createdAt: Date;
  sentBy: 'desk' | 'command-line';
  /** The passkey of the desk session that sent it, when it still exists. */
  device: string | null;
  recipients: number;
  counts: Record<DeliveryStatus, number>;
}

export async function listSends(db: Queryable): Promise<SendRecord[]> {
  const [sends, tallies] = await Promise.all([
    db
      .select({
        id: newsletterSends.id,
        article: newsletterSends.article,
        createdAt: newsletterSends.createdAt,
        sentBy: newsletterSends.sentBy,
        device: studioPasskeys.name,
        recipients: newsletterSends.recipients,
      })
      .from(newsletterSends)
      .leftJoin(studioSessions, eq(studioSessions.id, newsletterSends.sessionId))
      .leftJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
      .orderBy(desc(newsletterSends.createdAt)),
    db
      .select({
        sendId: newsletterDeliveries.sendId,
        status: newsletterDeliveries.status,
        count: count(),
      })
      .from(newsletterDeliveries)
      .groupBy(newsletterDeliveries.sendId, newsletterDeliveries.status),
  ]);
  return sends.map((send) => {
    const counts = Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<
      DeliveryStatus,
      number
    >;
    for (const tally of tallies) if (tally.sendId === send.id) counts[tally.status] = tally.count;
    return { ...send, counts };
  });
}
