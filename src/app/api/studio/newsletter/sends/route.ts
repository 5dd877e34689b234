import { sendIssueRoute } from '@/features/newsletter/desk/issue-routes';

export const POST = sendIssueRoute;
