import { sendIssueRoute } from '@/features/newsletter/server/desk-routes';

export const POST = sendIssueRoute;
