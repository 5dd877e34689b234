import { leadReviewRoute } from '@/features/leads/desk/lead-routes';

export const PATCH = leadReviewRoute;
