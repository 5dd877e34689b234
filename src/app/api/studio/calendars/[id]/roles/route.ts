import { calendarRolesRoute } from '@/features/calendars/desk/calendar-routes';

export const POST = calendarRolesRoute;
