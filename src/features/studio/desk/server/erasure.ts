import 'server-only';
import { asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { filesOfLeads, type LeadFileInfo } from '@/features/leads/server/leads-repository';
import {
  bookings,
  emailOutbox,
  leads,
  newsletterConsents,
  newsletterSubscribers,
  type Booking,
  type Lead,
  type Subscriber,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deleteStoredFiles } from '@/server/files/store';

// Addresses are compared as people type them: case and surrounding spaces aside.
const sameAddress = (column: AnyPgColumn | SQL, email: string) =>
  sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;

// Emails to the person, and the studio's copies about them, which answer to their address.
export const outboxOf = (email: string) =>
  or(
    sameAddress(sql`${emailOutbox.message}->>'to'`, email),
    sameAddress(sql`${emailOutbox.message}->>'replyTo'`, email),
  );

export interface PersonRecords {
  bookings: Booking[];
  leads: Lead[];
  files: LeadFileInfo[];
  subscriber?: Subscriber & { consents: number };
  emails: number;
}

export async function findPersonRecords(db: Queryable, email: string): Promise<PersonRecords> {
  const [foundBookings, foundLeads, [subscriber], [emails]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(sameAddress(bookings.email, email))
      .orderBy(asc(bookings.slotStart)),
    db.select().from(leads).where(sameAddress(leads.email, email)).orderBy(desc(leads.createdAt)),
    db.select().from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
    db.select({ total: count() }).from(emailOutbox).where(outboxOf(email)),
  ]);
  const files = await filesOfLeads(
    db,
    foundLeads.map((lead) => lead.id),
  );
  const consents = subscriber
    ? await db.$count(newsletterConsents, eq(newsletterConsents.subscriberId, subscriber.id))
    : 0;
  return {
    bookings: foundBookings,
    leads: foundLeads,
    files,
    subscriber: subscriber && { ...subscriber, consents },
    emails: emails?.total ?? 0,
  };
}

export interface ErasureCounts {
  bookings: number;
  leads: number;
  files: number;
  subscriptions: number;
  emails: number;
}

// Link tokens, lead file links and consents go with their rows (ON DELETE CASCADE); the files
// themselves are found first and deleted by hand, as the links point at them, not they at leads.
export async function erasePerson(tx: Queryable, email: string): Promise<ErasureCounts> {
  const ownLeads = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(sameAddress(leads.email, email));
  const files = await filesOfLeads(
    tx,
    ownLeads.map((lead) => lead.id),
  );
  await tx.delete(leads).where(sameAddress(leads.email, email));
  await deleteStoredFiles(
    tx,
    files.map((file) => file.id),
  );
  const erasedBookings = await tx
    .delete(bookings)
    .where(sameAddress(bookings.email, email))
    .returning({ id: bookings.id });
  const erasedSubscriptions = await tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  const erasedEmails = await tx
    .delete(emailOutbox)
    .where(outboxOf(email))
    .returning({ id: emailOutbox.id });
  return {
    bookings: erasedBookings.length,
    leads: ownLeads.length,
    files: files.length,
    subscriptions: erasedSubscriptions.length,
    emails: erasedEmails.length,
  };
}
