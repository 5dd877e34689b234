import { registrationVerifyRoute } from '@/features/studio/auth/server/auth-routes';

export const POST = registrationVerifyRoute;
