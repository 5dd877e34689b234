import { connectCalendarRoute } from '@/features/calendars/desk/calendar-routes';

export const POST = connectCalendarRoute;
