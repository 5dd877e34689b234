import { signOutEverywhereRoute } from '@/features/studio/auth/server/security-routes';

export const POST = signOutEverywhereRoute;
