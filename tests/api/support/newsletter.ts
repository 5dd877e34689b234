import { newLinkToken } from '@/features/newsletter/server/tokens';
import { newsletterSubscribers, type NewSubscriber } from '@/server/db/schema';
import type { Database } from '@/server/db/types';

type Status = NonNullable<NewSubscriber['status']>;

// Subscribers as the subscription flow leaves them, written directly: many at once, any status.
export async function addSubscribers(
  db: Database,
  people: readonly { email: string; locale?: 'en' | 'es'; status?: Status }[],
  now = new Date('2026-10-02T12:00:00Z'),
) {
  return db
    .insert(newsletterSubscribers)
    .values(
      people.map(({ email, locale = 'en', status = 'confirmed' }) => ({
        email,
        locale,
        status,
        unsubscribeToken: newLinkToken(),
        confirmedAt: status === 'pending' ? null : now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

export const readers = (count: number, prefix = 'reader') =>
  Array.from({ length: count }, (_, index) => ({
    email: `${prefix}-${index}@example.com`,
    locale: index % 3 === 2 ? ('es' as const) : ('en' as const),
  }));
