import { saveSettingsRoute } from '@/features/booking/desk/settings-routes';

export const POST = saveSettingsRoute;
