import type { ServerResponse } from 'node:http'
import type { Lang } from '@src/i18n/languages'

/** One event in the text/event-stream format. */
export const sseEvent = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * One live feed connection, with bounded memory. While the socket accepts writes, events go straight out.
 * Once it pushes back (a slow client), events wait in a queue of at most `maxQueuedBytes`; past that the
 * queue is dropped and the client marked stale, and when the socket drains it gets one fresh snapshot
 * instead of everything it missed (`onStaleDrain`).
 */
export class SseClient {
  private queue: string[] = []
  private queuedBytes = 0
  private writable = true
  private stale = false
  /** When the socket last refused a write without draining since; null while it keeps up. */
  blockedSince: number | null = null

  constructor(
    private readonly response: ServerResponse,
    readonly lang: Lang,
    readonly count: number,
    /** Only wins: the winners' window and its new rounds. */
    readonly wins: boolean,
    /** Also the featured race's board (event "race", services/races). */
    readonly race: boolean,
    private readonly maxQueuedBytes: number,
    private readonly onStaleDrain: (client: SseClient) => void,
    /** Also the crash game's rounds, bets and cash-outs (events "crash", "crash-bets", "crash-bet", "crash-cashout"). */
    readonly crash = false,
  ) {
    response.on('drain', this.drain)
  }

  send(chunk: string): void {
    if (this.writable) {
      this.write(chunk)
      return
    }
    if (this.stale) return
    if (this.queuedBytes + chunk.length > this.maxQueuedBytes) {
      this.queue = []
      this.queuedBytes = 0
      this.stale = true
      return
    }
    this.queue.push(chunk)
    this.queuedBytes += chunk.length
  }

  /** A comment line that keeps proxies from closing an idle connection; skipped while the client lags. */
  heartbeat(): void {
    if (this.writable) this.write(': ping\n\n')
  }

  /** Ends the stream cleanly (server shutdown). */
  end(): void {
    this.response.off('drain', this.drain)
    this.response.end()
  }

  /** Drops a client that stopped reading: what it has not taken is thrown away with the socket. */
  destroy(): void {
    this.response.off('drain', this.drain)
    this.response.destroy()
  }

  onClose(listener: () => void): void {
    this.response.on('close', listener)
  }

  private write(chunk: string): void {
    this.writable = this.response.write(chunk)
    if (!this.writable) this.blockedSince ??= Date.now()
  }

  private readonly drain = (): void => {
    this.writable = true
    this.blockedSince = null
    if (this.stale) {
      this.stale = false
      this.onStaleDrain(this)
      return
    }
    while (this.writable && this.queue.length > 0) {
      const chunk = this.queue.shift() ?? ''
      this.queuedBytes -= chunk.length
      this.write(chunk)
    }
  }
}
