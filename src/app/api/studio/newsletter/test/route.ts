import { testIssueRoute } from '@/features/newsletter/desk/issue-routes';

export const POST = testIssueRoute;
