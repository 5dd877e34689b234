import { jsonLeadRoute } from '@/features/leads/server/json-lead-route';

export const dynamic = 'force-dynamic';

/** The discover wizard's answers: 201 once stored and both emails are queued. */
export const POST = jsonLeadRoute('wizard');
