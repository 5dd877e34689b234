import { registrationOptionsRoute } from '@/features/studio/auth/server/auth-routes';

export const POST = registrationOptionsRoute;
