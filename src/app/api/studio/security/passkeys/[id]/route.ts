import {
  renamePasskeyRoute,
  revokePasskeyRoute,
} from '@/features/studio/auth/server/security-routes';

export const PATCH = renamePasskeyRoute;
export const DELETE = revokePasskeyRoute;
