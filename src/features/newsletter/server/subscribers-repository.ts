import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/types';
import {
  newsletterConsents,
  newsletterSubscribers,
  type NewSubscriber,
  type Subscriber,
} from '@/server/db/schema';

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

export async function listSubscribersWithConsents(db: Queryable) {
  const [subscribers, consents] = await Promise.all([
    db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt)),
    db.select().from(newsletterConsents).orderBy(asc(newsletterConsents.createdAt)),
  ]);
  return subscribers.map((subscriber) => ({
    subscriber,
    consents: consents.filter((consent) => consent.subscriberId === subscriber.id),
  }));
}
