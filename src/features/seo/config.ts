/** Sitemap regenerations per client address: a person pressing the button, never a loop. */
export const sitemapRegenerationRateLimit = { points: 10, durationSeconds: 60 } as const;
