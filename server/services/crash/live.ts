import type { CrashPublicBet, CrashRound } from '@src/contract/crash'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import type { Listen } from '../../db/listen'
import { sseEvent } from '../games'
import { CRASH_CHANNEL, type CrashEvent } from './announce'
import { databaseNow, newestRound, roundView } from './rounds'
import { roundBets } from './state'

/** Where the crash events go: bet/stream's clients that asked for them (LiveFeed). */
export interface CrashEventSink {
  crashEvents: (() => string | null) | null
  pushCrash(chunk: string): void
}

/**
 * The crash game's live side in every process: the current round and its bets in memory, kept by the crash
 * channel (LISTEN/NOTIFY: any process's bets and cash-outs, the loop's phases), pushed to bet/stream's clients
 * that asked for the crash game, and given to each as "crash" and "crash-bets" when it connects. Read again from
 * the tables at start and after the listening connection was lost.
 */
export class CrashHub {
  private round: Omit<CrashRound, 'serverNow'> | null = null
  private bets = new Map<number, CrashPublicBet>()
  private unlisten: (() => Promise<void>) | undefined

  constructor(
    private readonly db: Db,
    private readonly sink: CrashEventSink,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: Listen): Promise<void> {
    this.unlisten = await listen(
      CRASH_CHANNEL,
      (payload) => this.heard(payload),
      (state) => {
        if (state === 'back') void this.reload()
      },
    )
    this.sink.crashEvents = () => this.snapshot()
    await this.reload()
  }

  async close(): Promise<void> {
    this.sink.crashEvents = null
    await this.unlisten?.()
  }

  private roundEvent(): string {
    return sseEvent('crash', this.round ? { ...this.round, serverNow: new Date().toISOString() } : null)
  }

  private snapshot(): string {
    return this.roundEvent() + sseEvent('crash-bets', [...this.bets.values()])
  }

  private async reload(): Promise<void> {
    try {
      const [row, now] = await Promise.all([newestRound(this.db), databaseNow(this.db)])
      this.round = row ? roundView(row, now) : null
      this.bets = new Map(row ? (await roundBets(this.db, row.round)).map((bet) => [bet.id, bet]) : [])
    } catch (error) {
      this.log.error({ err: error }, 'crash game state could not be read')
    }
  }

  private heard(payload: string): void {
    let events: CrashEvent[]
    try {
      events = JSON.parse(payload) as CrashEvent[]
    } catch {
      return
    }
    let chunk = ''
    for (const event of events) {
      if (event.kind === 'round') {
        if (this.round?.round !== event.round.round) this.bets = new Map()
        this.round = event.round
        chunk += this.roundEvent()
      } else {
        if (this.round && event.bet.round === this.round.round) this.bets.set(event.bet.id, event.bet)
        chunk += sseEvent(event.kind === 'bet' ? 'crash-bet' : 'crash-cashout', event.bet)
      }
    }
    if (chunk) this.sink.pushCrash(chunk)
  }
}
