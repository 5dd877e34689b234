import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const TICK_MS = 5_000;
// Quiet this long, the server is at rest rather than between two requests.
const QUIET_MS = 15_000;
// Grown by this much since the last collection, background work (a backup, emails) counts too.
const GROWTH_BYTES = 16 * 1024 * 1024;

let exposedGc: (() => void) | undefined;
function fullCollection(): void {
  if (!exposedGc) {
    setFlagsFromString('--expose-gc');
    exposedGc = runInNewContext('gc') as () => void;
  }
  exposedGc();
}

interface IdleCollectionOptions {
  collect?: () => void;
  heapUsed?: () => number;
}

// At rest a server allocates nothing, so V8 never collects what its last burst left: collect once.
export function collectWhenIdle(
  requestsReceived: () => number,
  {
    collect = fullCollection,
    heapUsed = () => process.memoryUsage().heapUsed,
  }: IdleCollectionOptions = {},
): { stop(): void } {
  let seen = requestsReceived();
  let quietSince = Date.now();
  let heapAfterLast: number | undefined;
  const timer = setInterval(() => {
    const received = requestsReceived();
    if (received !== seen) {
      seen = received;
      quietSince = Date.now();
      return;
    }
    if (Date.now() - quietSince < QUIET_MS) return;
    if (heapAfterLast !== undefined && heapUsed() - heapAfterLast < GROWTH_BYTES) return;
    collect();
    heapAfterLast = heapUsed();
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
