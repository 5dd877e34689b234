import { authenticationVerifyRoute } from '@/features/studio/auth/server/auth-routes';

export const POST = authenticationVerifyRoute;
