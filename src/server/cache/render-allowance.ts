interface Bucket {
  tokens: number;
  updated: number;
}

// A token bucket per client; synchronous, as a server hook decides before Next.js sees the request.
export class RenderAllowance {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  // 0 when the client may go ahead (and a token is spent), else the milliseconds until it may.
  take(client: string): number {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(client) ?? { tokens: this.perWindow, updated: now };
    const refilled = ((now - bucket.updated) * this.perWindow) / this.windowMs;
    bucket.tokens = Math.min(this.perWindow, bucket.tokens + refilled);
    bucket.updated = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * this.windowMs) / this.perWindow);
    bucket.tokens -= 1;
    return 0;
  }

  // A bucket idle for a whole window is full again: forgetting it changes nothing.
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [client, bucket] of this.buckets) {
      if (now - bucket.updated >= this.windowMs) this.buckets.delete(client);
    }
  }
}
