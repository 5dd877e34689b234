import { saveSettingsRoute } from '@/features/studio/desk/server/settings-routes';

export const POST = saveSettingsRoute;
