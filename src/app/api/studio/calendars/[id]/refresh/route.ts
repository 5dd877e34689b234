import { refreshCalendarRoute } from '@/features/calendars/desk/calendar-routes';

export const POST = refreshCalendarRoute;
