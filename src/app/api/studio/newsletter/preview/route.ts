import { issuePreviewRoute } from '@/features/newsletter/server/desk-routes';

export const dynamic = 'force-dynamic';

export const GET = issuePreviewRoute;
