import { leadReviewRoute } from '@/features/studio/desk/server/lead-routes';

export const PATCH = leadReviewRoute;
