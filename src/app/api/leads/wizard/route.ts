import { jsonLeadRoute } from '@/features/leads/server/json-lead-route';

export const dynamic = 'force-dynamic';

export const POST = jsonLeadRoute('wizard');
