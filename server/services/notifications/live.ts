import type { ServerResponse } from 'node:http'
import type { NoticeEvent } from '@src/contract/notifications'
import type { Lang } from '@src/i18n/languages'
import type { Translate } from '@src/i18n/translator'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import type { Listen } from '../../db/listen'
import { BALANCE_CHANNEL, getBalances } from '../ledger'
import { noticeRow, toLiveNotice, unreadOf } from './read'
import { NOTICE_CHANNEL } from './send'
import { liveSessions } from './tickets'

/** One event in the text/event-stream format. */
const sseEvent = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** Tells EventSource to wait this long before it reconnects (the portal asks a new ticket instead). */
const RETRY_MS = 5_000

/** A client that has this much unsent is not reading: it is dropped (it reconnects with a new ticket). */
const MAX_UNSENT_BYTES = 64 * 1024

interface NoticeClient {
  response: ServerResponse
  userId: number
  sessionId: number
  lang: Lang
  t: Translate
}

export interface NoticeHubOptions {
  maxConnections: number
  log: FastifyBaseLogger
  /** The operator's DEFAULT_LANGUAGE: an operator message missing the player's language reads in it. */
  defaultLang: Lang
  /** A comment line this often keeps idle connections open, and checks that each login is still live. */
  heartbeatMs?: number
}

/**
 * notice/stream: each connected player's new notifications, pushed as they commit, and their balances after
 * every movement of their money. Every server process listens on the notifications channel (notifyPlayer
 * announces each one at its commit) and on the ledger's (every movement of a player's money is announced at
 * its commit, whatever made it), so what any process commits reaches the player's streams on all of them.
 * The stream is a hint: what was missed while disconnected, or while the listening connection was lost, the
 * client reads again (index/get_unread, index/get_my_msg, index/get_wallet) when it (re)connects or hears
 * "sync".
 */
export class NoticeHub {
  private readonly clients = new Map<number, Set<NoticeClient>>()
  private count = 0
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly unlisten: (() => Promise<void>)[] = []
  /** Players whose balances are being read for their streams, and whether their money moved again since. */
  private readonly reading = new Map<number, boolean>()

  constructor(
    private readonly db: Db,
    private readonly options: NoticeHubOptions,
  ) {}

  async start(listen: Listen): Promise<void> {
    const notices = await listen(
      NOTICE_CHANNEL,
      (payload) => {
        this.heard(payload).catch((error: unknown) =>
          this.options.log.error({ err: error }, 'notification push failed'),
        )
      },
      (state) => {
        if (state === 'back') void this.syncAll()
      },
    )
    // Both channels share the listening connection: the notices' gap above covers the balances too.
    const balances = await listen(BALANCE_CHANNEL, (payload) => this.moved(Number(payload)))
    this.unlisten.push(notices, balances)
    this.timer = setInterval(() => void this.beat(), this.options.heartbeatMs ?? 15_000)
    this.timer.unref()
  }

  get connections(): number {
    return this.count
  }

  get full(): boolean {
    return this.count >= this.options.maxConnections
  }

  /** Streams to an open response (headers written): first the unread count ("sync"), then each new one. */
  connect(response: ServerResponse, who: Omit<NoticeClient, 'response'>): void {
    const client: NoticeClient = { response, ...who }
    let set = this.clients.get(who.userId)
    if (!set) {
      set = new Set()
      this.clients.set(who.userId, set)
    }
    set.add(client)
    this.count += 1
    response.once('close', () => {
      const held = this.clients.get(who.userId)
      if (held?.delete(client)) this.count -= 1
      if (held?.size === 0) this.clients.delete(who.userId)
    })
    this.write(client, `retry: ${RETRY_MS}\n\n`)
    void this.sync(who.userId)
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    for (const stop of this.unlisten) await stop()
    for (const set of this.clients.values()) for (const client of set) client.response.end()
    this.clients.clear()
    this.count = 0
  }

  private write(client: NoticeClient, chunk: string): void {
    if (client.response.writableLength > MAX_UNSENT_BYTES) {
      client.response.destroy()
      return
    }
    client.response.write(chunk)
  }

  private async heard(payload: string): Promise<void> {
    const [user, notice] = payload.split(':').map(Number)
    if (!user || !notice) return
    const set = this.clients.get(user)
    if (!set || set.size === 0) return
    const [row, unread] = await Promise.all([noticeRow(this.db, user, notice), unreadOf(this.db, user)])
    if (!row) return
    for (const client of this.clients.get(user) ?? []) {
      const event: NoticeEvent = {
        notice: toLiveNotice(row, client.t, client.lang, this.options.defaultLang),
        unread,
      }
      this.write(client, sseEvent('notice', event, row.id))
    }
  }

  /**
   * A player's money moved: their streams get the balances as they are now. Movements heard while a read is
   * under way (a provider's spins come fast) ask one more read after it, not one each.
   */
  private moved(userId: number): void {
    if (!this.clients.has(userId)) return
    if (this.reading.has(userId)) {
      this.reading.set(userId, true)
      return
    }
    this.reading.set(userId, false)
    void this.pushBalances(userId)
  }

  private async pushBalances(userId: number): Promise<void> {
    try {
      const balances = await getBalances(this.db, userId)
      for (const client of this.clients.get(userId) ?? []) this.write(client, sseEvent('balance', balances))
    } catch (error) {
      this.options.log.error({ err: error }, 'balance push failed')
    } finally {
      const again = this.reading.get(userId)
      this.reading.delete(userId)
      if (again) this.moved(userId)
    }
  }

  /** The unread count, for a new stream and after a gap: the client reads its list again. */
  private async sync(userId: number): Promise<void> {
    const unread = await unreadOf(this.db, userId)
    for (const client of this.clients.get(userId) ?? []) this.write(client, sseEvent('sync', { unread }))
  }

  private async syncAll(): Promise<void> {
    for (const userId of this.clients.keys()) await this.sync(userId)
  }

  /** Keeps connections open, and ends the streams of logins that ended (log-out, expiry) since. */
  private async beat(): Promise<void> {
    const all = [...this.clients.values()].flatMap((set) => [...set])
    if (all.length === 0) return
    try {
      const live = await liveSessions(this.db, [...new Set(all.map((client) => client.sessionId))])
      for (const client of all) {
        if (live.has(client.sessionId)) this.write(client, ': ping\n\n')
        else client.response.end()
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'notification streams check failed')
    }
  }
}
