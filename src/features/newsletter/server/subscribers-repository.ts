import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  newsletterConsents,
  newsletterSubscribers,
  type NewSubscriber,
  type Subscriber,
} from '@/server/db/schema';
import { sameAddress } from '@/server/db/same-address';
import type { Queryable } from '@/server/db/types';
import { containing, paged, pageWindow, type Paged } from '@/server/desk/paging';
import { deleteUnsentEmailsTo } from '@/server/mail/outbox-repository';

type Consent = typeof newsletterConsents.$inferSelect;
export type SubscriberWithConsents = { subscriber: Subscriber; consents: Consent[] };

export async function insertSubscriberIfNew(
  db: Queryable,
  values: NewSubscriber,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values(values)
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row;
}

export async function lockSubscriberByEmail(
  tx: Queryable,
  email: string,
): Promise<Subscriber | undefined> {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row;
}

export async function updateSubscriber(
  db: Queryable,
  id: string,
  values: Partial<NewSubscriber>,
): Promise<Subscriber> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set(values)
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row!;
}

export async function findSubscriberBy(
  db: Queryable,
  column: 'confirmTokenHash' | 'unsubscribeToken',
  value: string,
): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers[column], value));
  return row;
}

export async function insertConsent(
  db: Queryable,
  values: typeof newsletterConsents.$inferInsert,
): Promise<void> {
  await db.insert(newsletterConsents).values(values);
}

async function withConsents(
  db: Queryable,
  subscribers: Subscriber[],
): Promise<SubscriberWithConsents[]> {
  const consents = subscribers.length
    ? await db
        .select()
        .from(newsletterConsents)
        .where(
          inArray(
            newsletterConsents.subscriberId,
            subscribers.map((row) => row.id),
          ),
        )
        .orderBy(asc(newsletterConsents.createdAt))
    : [];
  return subscribers.map((subscriber) => ({
    subscriber,
    consents: consents.filter((consent) => consent.subscriberId === subscriber.id),
  }));
}

export async function listSubscribersWithConsents(db: Queryable) {
  return withConsents(
    db,
    await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt)),
  );
}

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
  return paged(await withConsents(db, rows), page);
}

export function confirmedSubscribers(db: Queryable) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
}

export async function confirmedByLocale(db: Queryable) {
  return db
    .select({ locale: newsletterSubscribers.locale, count: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .groupBy(newsletterSubscribers.locale);
}

// The consent record goes with the row (ON DELETE CASCADE), and so do newsletter emails not yet sent.
export async function removeSubscriber(tx: Queryable, id: string): Promise<boolean> {
  const [removed] = await tx
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ email: newsletterSubscribers.email });
  if (!removed) return false;
  await deleteUnsentEmailsTo(tx, removed.email, 'newsletter.');
  return true;
}

export async function subscriberOfPerson(
  db: Queryable,
  email: string,
): Promise<(Subscriber & { consents: number }) | undefined> {
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email));
  if (!subscriber) return undefined;
  const consents = await db.$count(
    newsletterConsents,
    eq(newsletterConsents.subscriberId, subscriber.id),
  );
  return { ...subscriber, consents };
}

export async function deleteSubscriptionOfPerson(tx: Queryable, email: string): Promise<number> {
  const erased = await tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return erased.length;
}
