import { endSessionRoute } from '@/features/studio/auth/server/security-routes';

export const DELETE = endSessionRoute;
