import { authenticationOptionsRoute } from '@/features/studio/auth/server/auth-routes';

export const POST = authenticationOptionsRoute;
