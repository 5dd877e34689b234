import { removeSubscriberRoute } from '@/features/newsletter/desk/subscriber-routes';

export const DELETE = removeSubscriberRoute;
