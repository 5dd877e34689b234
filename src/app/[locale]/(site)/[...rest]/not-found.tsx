import { FramedPageNotFound, notFoundRouteMetadata } from '@/features/not-found/not-found-route';

export const generateMetadata = notFoundRouteMetadata;

export default FramedPageNotFound;
