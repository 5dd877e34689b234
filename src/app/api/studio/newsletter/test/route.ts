import { testIssueRoute } from '@/features/newsletter/server/desk-routes';

export const POST = testIssueRoute;
