// @ts-check
/**
 * Next.js cache handler (`cacheHandler` in next.config.ts): the default file-system cache, except
 * that a not-found answer is never stored. A route that prerenders its known values
 * (generateStaticParams) renders any other value on request, and Next.js would keep each of those
 * 404 answers on disk for good: requests for random addresses could fill the disk, and each stored
 * page would carry the script nonce of the visitor who caused it. Loaded by Next.js natively,
 * hence plain JavaScript.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands over the CommonJS exports object; a bundler (the proxy's build) the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class RouteCacheHandler extends FileSystemCache {
  /** @type {InstanceType<typeof FileSystemCache>['set']} */
  async set(key, data, context) {
    if (data && 'status' in data && data.status === 404) return;
    return super.set(key, data, context);
  }
}
