/** A Map or a WeakMap: whatever can answer and keep a value by key. */
interface Memory<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/** The value `memory` keeps for `key`, made by `make` and kept the first time it is asked for. */
export const remembered = <K, V>(memory: Memory<K, V>, key: K, make: () => V): V => {
  const known = memory.get(key)
  if (known !== undefined) return known
  const made = make()
  memory.set(key, made)
  return made
}
