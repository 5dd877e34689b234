import { leadFileRoute } from '@/features/studio/desk/server/lead-routes';

export const dynamic = 'force-dynamic';

export const GET = leadFileRoute;
