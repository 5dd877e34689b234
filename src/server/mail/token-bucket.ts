export interface TokenBucket {
  available(): number;
  take(count: number): void;
  msUntilNext(): number;
}

// At most `perMinute` a minute, in bursts of at most one second's worth.
export function tokenBucket(perMinute: number, clock: () => number = Date.now): TokenBucket {
  const perMs = perMinute / 60_000;
  const capacity = Math.max(1, Math.floor(perMinute / 60));
  let tokens = capacity;
  let filledAt = clock();
  const refill = () => {
    const now = clock();
    tokens = Math.min(capacity, tokens + (now - filledAt) * perMs);
    filledAt = now;
  };
  return {
    available() {
      refill();
      return Math.floor(tokens);
    },
    take(count) {
      refill();
      tokens -= count;
    },
    msUntilNext() {
      refill();
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs);
    },
  };
}
