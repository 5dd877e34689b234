import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/site-map';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
