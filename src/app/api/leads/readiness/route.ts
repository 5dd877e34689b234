import { jsonLeadRoute } from '@/features/leads/server/json-lead-route';

export const dynamic = 'force-dynamic';

/** The AI readiness assessment: 201 once stored and both emails are queued. */
export const POST = jsonLeadRoute('readiness');
