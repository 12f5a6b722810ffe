import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { Lang } from '../../../src/i18n/languages'
import type { Db } from '../../db'
import type { Listen } from '../../db/listen'
import { settledFeedRows, toWinRow, winList } from '../feed'
import { ROUNDS_CHANNEL } from '../rounds'
import { SseClient, sseEvent } from './sseClient'

export interface LiveFeedOptions {
  maxConnections: number
  /** A comment line this often keeps idle connections open through proxies. */
  heartbeatMs?: number
  /** What a slow client may have waiting before it is switched to a snapshot on drain. */
  maxQueuedBytes?: number
  /** A client that has not drained for this long is closed (it reconnects, or polls). */
  maxBlockedMs?: number
  log: FastifyBaseLogger
}

/** Tells EventSource to reconnect after this long when the connection drops. */
const RETRY_MS = 3_000

/**
 * bet/stream: new settled rounds pushed to every connected client. Every server process listens on the
 * rounds channel (NOTIFY at each round's commit, see services/rounds), so a round played through any
 * process reaches the clients of all of them. Notifications heard together are read in one query and
 * written once per language.
 */
export class LiveFeed {
  private readonly clients = new Set<SseClient>()
  private readonly pending = new Set<number>()
  private scheduled = false
  /** The newest rows per language and count, shared by clients connecting between two rounds. */
  private snapshots = new Map<string, Promise<string>>()
  private timer: ReturnType<typeof setInterval> | undefined
  private unlisten: (() => Promise<void>) | undefined
  private readonly heartbeatMs: number
  private readonly maxQueuedBytes: number
  private readonly maxBlockedMs: number

  constructor(
    private readonly db: Db,
    private readonly options: LiveFeedOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000
    this.maxQueuedBytes = options.maxQueuedBytes ?? 64 * 1024
    this.maxBlockedMs = options.maxBlockedMs ?? 60_000
  }

  async start(listen: Listen): Promise<void> {
    this.unlisten = await listen(ROUNDS_CHANNEL, (payload) => this.heard(payload))
    this.timer = setInterval(() => this.beat(), this.heartbeatMs)
    this.timer.unref()
  }

  get connections(): number {
    return this.clients.size
  }

  get full(): boolean {
    return this.clients.size >= this.options.maxConnections
  }

  /** Streams to an open response (headers written): first the newest `count` rows, then each new round. */
  connect(response: ServerResponse, lang: Lang, count: number): void {
    const client = new SseClient(response, lang, count, this.maxQueuedBytes, (stale) =>
      this.sendSnapshot(stale),
    )
    this.clients.add(client)
    client.onClose(() => this.clients.delete(client))
    client.send(`retry: ${RETRY_MS}\n\n`)
    this.sendSnapshot(client)
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.unlisten?.()
    for (const client of this.clients) client.end()
    this.clients.clear()
  }

  private sendSnapshot(client: SseClient): void {
    const key = `${client.lang}:${client.count}`
    let snapshot = this.snapshots.get(key)
    if (!snapshot) {
      snapshot = winList(this.db, client.count, client.lang).then((rows) => sseEvent('snapshot', rows))
      this.snapshots.set(key, snapshot)
      snapshot.catch(() => this.snapshots.delete(key))
    }
    snapshot.then(
      (chunk) => client.send(chunk),
      (error: unknown) => this.options.log.error({ err: error }, 'live feed snapshot failed'),
    )
  }

  private heard(payload: string): void {
    const id = Number(payload)
    if (!Number.isSafeInteger(id)) return
    this.pending.add(id)
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.flush().catch((error: unknown) => this.options.log.error({ err: error }, 'live feed push failed'))
    })
  }

  private async flush(): Promise<void> {
    this.scheduled = false
    const ids = [...this.pending]
    this.pending.clear()
    this.snapshots = new Map()
    if (this.clients.size === 0) return
    const rows = await settledFeedRows(this.db, ids)
    if (rows.length === 0) return
    const chunks = new Map<Lang, string>()
    for (const client of this.clients) {
      let chunk = chunks.get(client.lang)
      if (chunk === undefined) {
        chunk = rows.map((row) => sseEvent('round', toWinRow(row, client.lang), row.id)).join('')
        chunks.set(client.lang, chunk)
      }
      client.send(chunk)
    }
  }

  private beat(): void {
    const now = Date.now()
    for (const client of this.clients) {
      if (client.blockedSince !== null && now - client.blockedSince > this.maxBlockedMs) client.destroy()
      else client.heartbeat()
    }
  }
}
