import { signOutRoute } from '@/features/studio/auth/server/security-routes';

export const POST = signOutRoute;
