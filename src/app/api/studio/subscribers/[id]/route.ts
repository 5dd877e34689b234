import { removeSubscriberRoute } from '@/features/studio/desk/server/subscriber-routes';

export const DELETE = removeSubscriberRoute;
