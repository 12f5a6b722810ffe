import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Listen } from '../../db/listen'
import { RecentMap } from '../../recentMap'

/**
 * The NOTIFY channel of changes to what the read cache holds: triggers on the catalogue and content
 * tables (migrations/0003_read_cache.sql) notify it in the changing transaction, whoever writes (an
 * operator's call, a seed, psql), so every process sharing the database hears it at the commit.
 */
const CONTENT_CHANNEL = 'ficha_content'

const SYNC_PREFIX = 'sync:'

/** Keys come partly from input (a page number, a content key): past this many the oldest go. */
const MAX_ENTRIES = 5_000

interface Entry {
  body: Promise<unknown>
  /** Date.now() after which the entry is read again; Infinity for entries only a change can age. */
  until: number
}

/**
 * Answers of the catalogue, banners, notices, contents and web config (serialized once) and the games a
 * spin plays, kept in memory until the tables behind them change. While the listening connection is down nothing is kept (a change
 * could go unheard): every call reads the database.
 */
export class ReadCache {
  private readonly entries = new RecentMap<string, Entry>(MAX_ENTRIES)
  private listening = false
  private readonly waiting = new Map<string, () => void>()
  private unlisten: (() => Promise<void>) | undefined

  constructor(private readonly db: Db) {}

  async start(listen: Listen): Promise<void> {
    this.unlisten = await listen(
      CONTENT_CHANNEL,
      (payload) => this.heard(payload),
      (state) => {
        this.clear()
        this.listening = state === 'back'
      },
    )
    this.listening = true
  }

  async close(): Promise<void> {
    this.listening = false
    this.clear()
    await this.unlisten?.()
  }

  /** The value kept under `key`, or `load`'s, kept until a change (or for `maxAgeMs`). */
  get<T>(key: string, load: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY): Promise<T> {
    if (!this.listening) return load()
    const now = Date.now()
    const kept = this.entries.get(key)
    if (kept && kept.until > now) return kept.body as Promise<T>
    const body = load()
    const entry = { body, until: now + maxAgeMs }
    this.entries.set(key, entry)
    // A failed read is not kept.
    body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return body
  }

  /**
   * Resolves once this process has heard every change committed before the call: a NOTIFY of its own,
   * heard back in commit order. Calls that change content await it before answering, so their caller's
   * next read from this process finds the change; another process finds it once its own connection has
   * heard the NOTIFY (a few milliseconds later; its sync() waits for that).
   */
  async sync(): Promise<void> {
    if (!this.listening) return
    const token = randomUUID()
    const heard = new Promise<void>((resolve) => this.waiting.set(token, resolve))
    await this.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${SYNC_PREFIX + token})`)
    await heard
  }

  private heard(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const token = payload.slice(SYNC_PREFIX.length)
      this.waiting.get(token)?.()
      this.waiting.delete(token)
      return
    }
    this.clear()
  }

  private clear(): void {
    this.entries.clear()
    for (const resolve of this.waiting.values()) resolve()
    this.waiting.clear()
  }
}
