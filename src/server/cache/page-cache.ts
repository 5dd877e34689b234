export interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  body: Buffer;
  nonces: string[];
}

interface Entry {
  page: CachedPage;
  expires: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    this.bytes += entry.page.body.length;
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    if (page.body.length > this.maxBytes) return;
    this.entries.set(key, { page, expires: this.now() + this.maxAgeMs });
    this.bytes += page.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.page.body.length;
  }
}
