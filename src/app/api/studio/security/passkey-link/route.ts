import { addPasskeyLinkRoute } from '@/features/studio/auth/server/security-routes';

export const POST = addPasskeyLinkRoute;
