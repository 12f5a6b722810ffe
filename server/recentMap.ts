/**
 * A Map that keeps only the `kept` most recently set keys (a Map iterates in the order keys were set): a
 * process's bounded memory of what it saw last.
 */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(private readonly kept: number) {
    super()
  }

  override set(key: K, value: V): this {
    super.delete(key)
    super.set(key, value)
    if (this.size > this.kept) super.delete(this.keys().next().value as K)
    return this
  }
}
