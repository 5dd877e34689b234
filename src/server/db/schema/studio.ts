import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

// Revoked passkeys stay, so the activity log keeps naming the device a change came from.
export const studioPasskeys = pgTable('studio_passkeys', {
  id: recordId(),
  credentialId: text('credential_id').notNull().unique(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  backedUp: boolean('backed_up').notNull().default(false),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: at('last_used_at'),
  revokedAt: at('revoked_at'),
});

export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: recordId(),
    tokenHash: text('token_hash').notNull(),
    passkeyId: uuid('passkey_id')
      .notNull()
      .references(() => studioPasskeys.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [uniqueIndex('studio_sessions_token_unique').on(table.tokenHash)],
);

const inviteSources = ['start', 'request', 'command', 'session'] as const;
export type StudioInviteSource = (typeof inviteSources)[number];

export const studioInvites = pgTable(
  'studio_invites',
  {
    id: recordId(),
    tokenHash: text('token_hash').notNull(),
    source: text('source', { enum: inviteSources }).notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Set when a passkey is added by another link, so no link stays open behind it. */
    cancelledAt: at('cancelled_at'),
  },
  (table) => [uniqueIndex('studio_invites_token_unique').on(table.tokenHash)],
);

const ceremonies = ['registration', 'authentication'] as const;
export type StudioCeremony = (typeof ceremonies)[number];

// A WebAuthn challenge, usable once, by the browser holding the ceremony cookie.
export const studioChallenges = pgTable(
  'studio_challenges',
  {
    id: recordId(),
    ceremonyHash: text('ceremony_hash').notNull(),
    ceremony: text('ceremony', { enum: ceremonies }).notNull(),
    challenge: text('challenge').notNull(),
    inviteId: uuid('invite_id').references(() => studioInvites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [uniqueIndex('studio_challenges_ceremony_unique').on(table.ceremonyHash)],
);

export const activitySubjectKinds = ['booking', 'lead', 'article', 'passkey'] as const;
export type ActivitySubjectKind = (typeof activitySubjectKinds)[number];

/** Times as ISO instants, days as `YYYY-MM-DD`; never a person's name or address. */
export type ActivityDetails = Record<string, string | number | string[]>;

export const studioActivity = pgTable(
  'studio_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    sessionId: uuid('session_id').references(() => studioSessions.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** Rows before subjects were kept name the change here; newer rows leave it empty. */
    summary: text('summary').notNull().default(''),
    // By reference, named from the record while it exists: erasures leave the log nothing personal.
    subjectKind: text('subject_kind', { enum: activitySubjectKinds }),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<ActivityDetails>().notNull().default({}),
  },
  (table) => [index('studio_activity_created_idx').on(table.createdAt)],
);

export type StudioPasskey = typeof studioPasskeys.$inferSelect;
export type StudioSession = typeof studioSessions.$inferSelect;
export type NewStudioPasskey = typeof studioPasskeys.$inferInsert;
