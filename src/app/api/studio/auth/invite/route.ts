import { inviteRequestRoute } from '@/features/studio/auth/server/auth-routes';

export const POST = inviteRequestRoute;
