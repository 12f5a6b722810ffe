import type { ServerResponse } from 'node:http'
import type { Db } from '@server/db'
import type { Listen } from '@server/db/listen'
import type { WinRow } from '@src/contract/feed'
import type { Lang } from '@src/i18n/languages'
import type { FastifyBaseLogger } from 'fastify'
import { type FeedRow, isWin, newestFeedRows, newestWinRows, settledFeedRows, toWinRow } from '../feed'
import { ROUNDS_CHANNEL } from './announce'
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

/** The most rows a reader may ask for (bet/getWinList and bet/stream count): the window's size. */
const WINDOW_ROWS = 50

const newestFirst = (a: FeedRow, b: FeedRow): number =>
  (b.endedAt?.getTime() ?? 0) - (a.endedAt?.getTime() ?? 0) || b.id - a.id

/** A window with new rows put in (each round once), newest first, cut to WINDOW_ROWS. */
const merged = (window: FeedRow[], rows: FeedRow[]): FeedRow[] => {
  const known = new Set(window.map((row) => row.id))
  const fresh = rows.filter((row) => !known.has(row.id))
  return [...fresh, ...window].sort(newestFirst).slice(0, WINDOW_ROWS)
}

/**
 * The newest settled rounds (and, apart, the newest wins), kept in memory, and bet/stream: new settled rounds pushed to every connected
 * client. Every server process listens on the rounds channel (announced after each round's commit, see
 * liveFeed/announce), so a round played through any process reaches the window and the clients of all of
 * them. Notifications heard together are read in one query and written once per language; bet/getWinList
 * and the streams' snapshots answer from the window, serialized once per language and count.
 */
export class LiveFeed {
  private readonly clients = new Set<SseClient>()
  private readonly pending = new Set<number>()
  /** The flush under way (or scheduled): readers wait for it, so an answer includes every round heard. */
  private flushing: Promise<void> | null = null
  /** The newest WINDOW_ROWS settled rounds, newest first. */
  private window: FeedRow[] = []
  /** The newest WINDOW_ROWS wins, newest first, kept apart: a win outlives the rounds played after it. */
  private winWindow: FeedRow[] = []
  /** Rows, snapshot events and whole answers, by language and count, until the window changes. */
  private rendered = new Map<string, WinRow[]>()
  private snapshots = new Map<string, string>()
  private answers = new Map<string, string>()
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
    // Listening first: a round settled while the window loads is heard, not missed.
    this.unlisten = await listen(
      ROUNDS_CHANNEL,
      (payload) => this.heard(payload),
      (state) => {
        if (state === 'back') void this.reload()
      },
    )
    await this.reload()
    this.timer = setInterval(() => this.beat(), this.heartbeatMs)
    this.timer.unref()
  }

  /** bet/getWinList's rows: the newest `count` settled rounds (or wins) in this language. */
  async rows(lang: Lang, count: number, wins = false): Promise<WinRow[]> {
    await this.flushing
    const key = `${lang}:${count}:${wins}`
    let rows = this.rendered.get(key)
    if (!rows) {
      rows = (wins ? this.winWindow : this.window).slice(0, count).map((row) => toWinRow(row, lang))
      this.rendered.set(key, rows)
    }
    return rows
  }

  /** The same rows already serialized by `render` (the whole answer), kept until the window changes. */
  async answer(
    lang: Lang,
    count: number,
    wins: boolean,
    render: (rows: WinRow[]) => string,
  ): Promise<string> {
    const rows = await this.rows(lang, count, wins)
    const key = `${lang}:${count}:${wins}`
    let answer = this.answers.get(key)
    if (answer === undefined) {
      answer = render(rows)
      this.answers.set(key, answer)
    }
    return answer
  }

  get connections(): number {
    return this.clients.size
  }

  get full(): boolean {
    return this.clients.size >= this.options.maxConnections
  }

  /**
   * Streams to an open response (headers written): first the newest `count` rows, then each new round
   * (with `wins`, the newest wins, then each new win); with `race`, also the race board's event (raceEvents).
   */
  connect(
    response: ServerResponse,
    lang: Lang,
    count: number,
    wins = false,
    race = false,
    crash = false,
  ): void {
    const client = new SseClient(
      response,
      lang,
      count,
      wins,
      race,
      this.maxQueuedBytes,
      (stale) => this.sendSnapshot(stale),
      crash,
    )
    this.clients.add(client)
    client.onClose(() => this.clients.delete(client))
    client.send(`retry: ${RETRY_MS}\n\n`)
    this.sendSnapshot(client)
  }

  /**
   * Where the "race" event comes from (services/races' RaceHub): its current event in a language, sent to a
   * client asking for races when it connects or catches up after falling behind.
   */
  raceEvents: ((lang: Lang) => Promise<string | null>) | null = null

  /** Sends a "race" event to every client that asked for races, rendered once per language. */
  pushRace(render: (lang: Lang) => string): void {
    const chunks = new Map<Lang, string>()
    for (const client of this.clients) {
      if (!client.race) continue
      let chunk = chunks.get(client.lang)
      if (chunk === undefined) {
        chunk = render(client.lang)
        chunks.set(client.lang, chunk)
      }
      client.send(chunk)
    }
  }

  /**
   * Where the crash game's events come from (services/crash's CrashHub): what a client asking for them gets
   * after the snapshot ("crash" and "crash-bets"), on connect and after it fell behind.
   */
  crashEvents: (() => string | null) | null = null

  /** Sends a crash game's event (already rendered: the same in every language) to every client that asked for them. */
  pushCrash(chunk: string): void {
    for (const client of this.clients) if (client.crash) client.send(chunk)
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.unlisten?.()
    for (const client of this.clients) client.end()
    this.clients.clear()
  }

  private sendSnapshot(client: SseClient): void {
    const key = `${client.lang}:${client.count}:${client.wins}`
    this.rows(client.lang, client.count, client.wins)
      .then((rows) => {
        let snapshot = this.snapshots.get(key)
        if (snapshot === undefined) {
          snapshot = sseEvent('snapshot', rows)
          this.snapshots.set(key, snapshot)
        }
        client.send(snapshot)
        if (client.crash) {
          const crash = this.crashEvents?.()
          if (crash) client.send(crash)
        }
        if (client.race) return this.raceEvents?.(client.lang)
        return null
      })
      .then((race) => {
        if (race) client.send(race)
      })
      .catch((error: unknown) => this.options.log.error({ err: error }, 'live feed snapshot failed'))
  }

  /** The window read again from the table (at start, and after the listening connection was lost). */
  private async reload(): Promise<void> {
    try {
      const [rows, wins] = await Promise.all([
        newestFeedRows(this.db, WINDOW_ROWS),
        newestWinRows(this.db, WINDOW_ROWS),
      ])
      this.setWindow(rows, wins)
    } catch (error) {
      this.options.log.error({ err: error }, 'live feed window could not be read')
    }
  }

  private setWindow(rows: FeedRow[], wins: FeedRow[]): void {
    this.window = rows
    this.winWindow = wins
    this.rendered = new Map()
    this.snapshots = new Map()
    this.answers = new Map()
  }

  private heard(payload: string): void {
    for (const part of payload.split(',')) {
      const id = Number(part)
      if (Number.isSafeInteger(id) && id > 0) this.pending.add(id)
    }
    if (this.flushing || this.pending.size === 0) return
    this.flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.flush())
      .catch((error: unknown) => this.options.log.error({ err: error }, 'live feed push failed'))
      .finally(() => {
        this.flushing = null
        if (this.pending.size > 0) this.heard('')
      })
  }

  private async flush(): Promise<void> {
    const ids = [...this.pending]
    this.pending.clear()
    const rows = await settledFeedRows(this.db, ids)
    if (rows.length === 0) return
    const newWins = rows.filter(isWin)
    this.setWindow(merged(this.window, rows), merged(this.winWindow, newWins))
    const chunks = new Map<string, string>()
    for (const client of this.clients) {
      const sent = client.wins ? newWins : rows
      if (sent.length === 0) continue
      const key = `${client.lang}:${client.wins}`
      let chunk = chunks.get(key)
      if (chunk === undefined) {
        chunk = sent.map((row) => sseEvent('round', toWinRow(row, client.lang), row.id)).join('')
        chunks.set(key, chunk)
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
