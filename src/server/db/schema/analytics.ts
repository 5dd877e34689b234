import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const analyticsGoalNames = [
  'booking-dialog-opened',
  'booking-made',
  'readiness-sent',
  'audit-sent',
  'wizard-sent',
  'subscription-confirmed',
  'pdf-downloaded',
  'card-saved',
] as const;
export type AnalyticsGoal = (typeof analyticsGoalNames)[number];

// The studio's calendar day; `visitor` hashes its salt, address and agent, none of them stored.
const day = () => date('day', { mode: 'string' }).notNull();
const visitor = () => bigint('visitor', { mode: 'number' }).notNull();
const seenAt = () => at('at').notNull();

export const analyticsViews = pgTable(
  'analytics_views',
  {
    day: day(),
    at: seenAt(),
    visitor: visitor(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    country: text('country'),
  },
  (table) => [index('analytics_views_day_visitor_idx').on(table.day, table.visitor, table.at)],
);

export const analyticsGoals = pgTable(
  'analytics_goals',
  {
    day: day(),
    at: seenAt(),
    visitor: visitor(),
    goal: text('goal', { enum: analyticsGoalNames }).notNull(),
    path: text('path'),
  },
  (table) => [index('analytics_goals_day_visitor_idx').on(table.day, table.visitor, table.at)],
);

export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export const analyticsDimensions = [
  'site',
  'page',
  'entry',
  'source',
  'medium',
  'campaign',
  'device',
  'browser',
  'os',
  'language',
  'country',
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

// Kept for good: a day's totals once its raw views are gone. `visitors` are that day's uniques.
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: day(),
    dimension: text('dimension', { enum: analyticsDimensions }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

export const goalDimensions = ['total', 'source', 'page', 'funnel'] as const;
export type GoalDimension = (typeof goalDimensions)[number];

export const analyticsDailyGoals = pgTable(
  'analytics_daily_goals',
  {
    day: day(),
    goal: text('goal', { enum: analyticsGoalNames }).notNull(),
    dimension: text('dimension', { enum: goalDimensions }).notNull(),
    value: text('value').notNull(),
    completions: integer('completions').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.goal, table.dimension, table.value] })],
);
export type NewAnalyticsView = typeof analyticsViews.$inferInsert;
export type NewAnalyticsGoal = typeof analyticsGoals.$inferInsert;
