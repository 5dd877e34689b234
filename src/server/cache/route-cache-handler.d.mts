import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export default class RouteCacheHandler extends FileSystemCache {}
