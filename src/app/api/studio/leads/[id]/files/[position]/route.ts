import { leadFileRoute } from '@/features/leads/desk/lead-routes';

export const dynamic = 'force-dynamic';

export const GET = leadFileRoute;
