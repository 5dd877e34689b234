import { removeCalendarRoute } from '@/features/calendars/desk/calendar-routes';

export const DELETE = removeCalendarRoute;
