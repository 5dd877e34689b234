import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, like, or } from 'drizzle-orm';
import {
  emailOutbox,
  newsletterConsents,
  newsletterSubscribers,
  type Subscriber,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { outboxOf } from './erasure';
import { containing, paged, pageWindow, type Paged } from './paging';

type Consent = typeof newsletterConsents.$inferSelect;
export type SubscriberWithConsents = { subscriber: Subscriber; consents: Consent[] };

const matching = (query: string) =>
  query
    ? or(
        ilike(newsletterSubscribers.email, containing(query)),
        ilike(newsletterSubscribers.firstName, containing(query)),
        ilike(newsletterSubscribers.lastName, containing(query)),
      )
    : undefined;

export async function listSubscribersPage(
  db: Queryable,
  query: string,
  page: number,
): Promise<Paged<SubscriberWithConsents>> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(matching(query))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  const consents = rows.length
    ? await db
        .select()
        .from(newsletterConsents)
        .where(
          inArray(
            newsletterConsents.subscriberId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(newsletterConsents.createdAt))
    : [];
  return paged(
    rows.map((subscriber) => ({
      subscriber,
      consents: consents.filter((consent) => consent.subscriberId === subscriber.id),
    })),
    page,
  );
}

// The consent record goes with the row (ON DELETE CASCADE), and so do newsletter emails not yet sent.
export async function removeSubscriber(tx: Queryable, id: string): Promise<boolean> {
  const [removed] = await tx
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  if (!removed) return false;
  await tx
    .delete(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        like(emailOutbox.kind, 'newsletter.%'),
        outboxOf(removed.email),
      ),
    );
  return true;
}
