// A failed load is forgotten, so the next call tries again.
export function loadOncePerKey<Key, Value>(
  load: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const loads = new Map<Key, Promise<Value>>();
  return (key) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      pending.catch(() => loads.delete(key));
      loads.set(key, pending);
    }
    return pending;
  };
}
