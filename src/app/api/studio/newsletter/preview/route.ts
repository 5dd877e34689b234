import { issuePreviewRoute } from '@/features/newsletter/desk/issue-routes';

export const dynamic = 'force-dynamic';

export const GET = issuePreviewRoute;
