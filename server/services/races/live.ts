import type { RaceBoard, RaceSummary } from '@src/contract/race'
import type { Lang } from '@src/i18n/languages'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import type { Listen } from '../../db/listen'
import { ROUNDS_CHANNEL, sseEvent } from '../games'
import {
  type BoardData,
  featuredRaceId,
  raceById,
  racesEnabled,
  readBoard,
  recentRaces,
  renderBoard,
} from './board'

/** The NOTIFY channel of race changes (settled, created, edited, switched): payload the race id or ''. */
const RACES_CHANNEL = 'ficha_races'

/** Tells every server process that races changed (after the change's commit). */
export const announceRaces = async (db: Db, raceId?: number): Promise<void> => {
  await db.execute(sql`select pg_notify(${RACES_CHANNEL}, ${raceId === undefined ? '' : String(raceId)})`)
}

/** A cached board is read again at most this often while rounds come in. */
const REFRESH_MS = 1_000
/** Without rounds, the featured race is looked up again this often (a race starts or ends by the clock). */
const IDLE_CHECK_MS = 10_000

interface Cached {
  data: BoardData
  at: number
  dirty: boolean
}

/** Where the live feed's race events go: bet/stream's clients that asked for races (LiveFeed). */
export interface RaceEventSink {
  raceEvents: ((lang: Lang) => Promise<string | null>) | null
  pushRace(render: (lang: Lang) => string): void
}

/**
 * The race boards in memory, per race, refreshed from the rounds heard on the live feed's channel (any
 * process's rounds: LISTEN/NOTIFY) at most once a second, and the featured one pushed to bet/stream's
 * clients that asked for races (event "race", the board without `me`, or null when there is none) whenever
 * what they would see changed.
 */
export class RaceHub {
  private readonly boards = new Map<number, Cached>()
  private featured: number | null = null
  private featuredAt = 0
  private enabled = true
  private lastPushed = ''
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly unlisten: (() => Promise<void>)[] = []
  private ticking: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly sink: RaceEventSink,
    private readonly log: FastifyBaseLogger,
    /** The operator's DEFAULT_LANGUAGE, for a race name not written in a reader's language. */
    private readonly defaultLang: Lang,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(listen: Listen): Promise<void> {
    const stale = () => this.markDirty()
    this.unlisten.push(
      await listen(ROUNDS_CHANNEL, stale, stale),
      await listen(
        RACES_CHANNEL,
        () => this.changed(),
        () => this.changed(),
      ),
    )
    this.sink.raceEvents = (lang) => this.event(lang)
    this.timer = setInterval(() => this.tick(), REFRESH_MS)
    this.timer.unref()
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    this.sink.raceEvents = null
    for (const stop of this.unlisten) await stop()
  }

  /** A race's board data (the featured race without an id), or null: no such race, or races are off. */
  async board(id?: number): Promise<BoardData | null> {
    if (Date.now() - this.featuredAt >= IDLE_CHECK_MS) await this.refreshFeatured()
    if (!this.enabled) return null
    const wanted = id ?? this.featured
    if (wanted === null) return null
    const cached = this.boards.get(wanted)
    if (cached) {
      // Rounds came in: read again, at most once a second (the race's row changes only with an announcement).
      if (cached.dirty && Date.now() - cached.at >= REFRESH_MS) {
        cached.dirty = false
        cached.at = Date.now()
        cached.data = await readBoard(this.db, cached.data.race)
      }
      return cached.data
    }
    const race = await raceById(this.db, wanted)
    if (!race || race.state === 'cancelled') return null
    const data = await readBoard(this.db, race)
    this.boards.set(wanted, { data, at: Date.now(), dirty: false })
    return data
  }

  /** The races a player can look up (race/list), in a language; none while races are off. */
  async list(lang: Lang): Promise<RaceSummary[]> {
    if (Date.now() - this.featuredAt >= IDLE_CHECK_MS) await this.refreshFeatured()
    return this.enabled ? recentRaces(this.db, lang, this.defaultLang, this.now()) : []
  }

  /** The board a language's reader sees (no `me`). */
  render(data: BoardData, lang: Lang): RaceBoard {
    return renderBoard(data, lang, this.now(), this.defaultLang)
  }

  /** The "race" event as a client asking for races gets it now. */
  private async event(lang: Lang): Promise<string> {
    const data = await this.board()
    return sseEvent('race', data ? this.render(data, lang) : null)
  }

  private markDirty(): void {
    for (const cached of this.boards.values()) cached.dirty = true
  }

  /**
   * A race changed (settled, saved, cancelled, switched): everything is read again. Heard from every process
   * (RACES_CHANNEL); the process that made the change calls it at once too.
   */
  changed(): void {
    this.boards.clear()
    this.featuredAt = 0
  }

  private async refreshFeatured(): Promise<void> {
    const now = this.now()
    this.enabled = await racesEnabled(this.db)
    this.featured = this.enabled ? await featuredRaceId(this.db, now) : null
    this.featuredAt = Date.now()
  }

  /** Once a second: the featured board read again if rounds came in, pushed if what it shows changed. */
  private tick(): void {
    if (this.ticking) return
    this.ticking = this.push()
      .catch((error: unknown) => this.log.error({ err: error }, 'race board push failed'))
      .finally(() => {
        this.ticking = null
      })
  }

  private async push(): Promise<void> {
    const featured = this.featured === null ? undefined : this.boards.get(this.featured)
    const due =
      Date.now() - this.featuredAt >= IDLE_CHECK_MS ||
      (this.featured !== null && (!featured || featured.dirty))
    if (!due) return
    const data = await this.board()
    // What every reader sees, in one language, says whether anything changed.
    const shown = JSON.stringify(data ? this.render(data, 'zh') : null)
    if (shown === this.lastPushed) return
    this.lastPushed = shown
    this.sink.pushRace((lang) => sseEvent('race', data ? this.render(data, lang) : null))
  }
}
