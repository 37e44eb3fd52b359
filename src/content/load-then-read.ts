/**
 * The one "load async, read sync" cache. Content, messages and page modules arrive as chunks on demand (a route
 * loader or start-up awaits `load`); rendering then reads them with `get`, synchronously, so React never suspends
 * while it hydrates. `name` tells keys apart and names a value read too early in the error.
 */
export function loadThenRead<K, V>(load: (key: K) => Promise<V>, name: (key: K) => string) {
  const values = new Map<string, V>();
  return {
    async load(key: K): Promise<V> {
      const id = name(key);
      if (values.has(id)) return values.get(id) as V;
      const value = await load(key);
      values.set(id, value);
      return value;
    },
    get(key: K): V {
      const id = name(key);
      if (!values.has(id)) throw new Error(`${id} read before it was loaded`);
      return values.get(id) as V;
    },
  };
}
