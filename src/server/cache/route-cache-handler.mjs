// @ts-check
/**
 * Next.js cache handler (`cacheHandler` in next.config.ts): the default file-system cache, except
 * that once the site runs it only stores successful answers. A route that prerenders its known
 * values (generateStaticParams) renders any other value on request, and Next.js would keep each of
 * those 404 pages on disk for good: requests for random addresses could fill the disk, and each
 * stored page would carry the script nonce of the visitor who caused it. The build's own output
 * (its 500 page included) is written as usual. Loaded by Next.js natively, hence plain JavaScript.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands over the CommonJS exports object; a bundler (the proxy's build) the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const building = process.env.NEXT_PHASE === 'phase-production-build';

export default class RouteCacheHandler extends FileSystemCache {
  /** @type {InstanceType<typeof FileSystemCache>['set']} */
  async set(key, data, context) {
    const status = data && 'status' in data ? data.status : undefined;
    if (!building && status !== undefined && status !== 200) return;
    return super.set(key, data, context);
  }
}
