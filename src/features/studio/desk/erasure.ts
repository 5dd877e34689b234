import 'server-only';
import {
  bookingsOfPerson,
  deleteBookingsOfPerson,
} from '@/features/booking/server/bookings-repository';
import {
  deleteLeadsOfPerson,
  filesOfLeads,
  leadsOfPerson,
  type LeadFileInfo,
} from '@/features/leads/server/leads-repository';
import {
  deleteSubscriptionOfPerson,
  subscriberOfPerson,
} from '@/features/newsletter/server/subscribers-repository';
import type { Booking, Lead, Subscriber } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deleteStoredFiles } from '@/server/files/file-store-repository';
import { countEmailsAbout, deleteEmailsAbout } from '@/server/mail/outbox-repository';

export interface PersonRecords {
  bookings: Booking[];
  leads: Lead[];
  files: LeadFileInfo[];
  subscriber?: Subscriber & { consents: number };
  emails: number;
}

export async function findPersonRecords(db: Queryable, email: string): Promise<PersonRecords> {
  const [bookings, leads, subscriber, emails] = await Promise.all([
    bookingsOfPerson(db, email),
    leadsOfPerson(db, email),
    subscriberOfPerson(db, email),
    countEmailsAbout(db, email),
  ]);
  const files = await filesOfLeads(
    db,
    leads.map((lead) => lead.id),
  );
  return { bookings, leads, files, subscriber, emails };
}

export interface ErasureCounts {
  bookings: number;
  leads: number;
  files: number;
  subscriptions: number;
  emails: number;
}

// Lead files are deleted by hand: the links point at them, not they at leads.
export async function erasePerson(tx: Queryable, email: string): Promise<ErasureCounts> {
  const { leads, files } = await deleteLeadsOfPerson(tx, email);
  await deleteStoredFiles(
    tx,
    files.map((file) => file.id),
  );
  return {
    bookings: await deleteBookingsOfPerson(tx, email),
    leads,
    files: files.length,
    subscriptions: await deleteSubscriptionOfPerson(tx, email),
    emails: await deleteEmailsAbout(tx, email),
  };
}
