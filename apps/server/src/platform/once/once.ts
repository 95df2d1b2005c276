// Work done once per key for the life of the process: fonts read from disk, a slow hash, a test
// device's keys. The first call for a key computes its value (a promise is kept as it is, so
// concurrent callers share one computation); later calls answer the same value.

/** `compute`, remembered per key. Keys are compared as Map keys (by value for strings). */
export function oncePerKey<K, V>(compute: (key: K) => V): (key: K) => V {
  const values = new Map<K, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}
