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

// As above, for values that go stale together: a call with a new version forgets the older ones.
export function loadOncePerVersion<Key, Value>(
  load: (key: Key) => Promise<Value>,
): (key: Key, version: number) => Promise<Value> {
  let current: { version: number; load: (key: Key) => Promise<Value> } | undefined;
  return (key, version) => {
    if (current?.version !== version) current = { version, load: loadOncePerKey(load) };
    return current.load(key);
  };
}
