import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db'
import { partnerClicks } from '../../db/schema/partners'

/** A click as partner_clicks keeps it; `repeat` undefined: this process could not tell, the write decides. */
export type BufferedClick = Omit<typeof partnerClicks.$inferInsert, 'id' | 'repeat'> & {
  clickId: string
  partnerId: number
  ipHash: string
  userAgentHash: string
  bot: boolean
  createdAt: Date
  repeat: boolean | undefined
}

/** The group commit: rows wait at most this long, or until this many wait (one INSERT each). */
const FLUSH_MS = 50
const FLUSH_ROWS = 500

/** After a failed write the rows wait this long before the next try. */
const RETRY_MS = 1_000

/** Rows kept while the database refuses them (50 s at 1,000 clicks a second); past it the oldest go, logged. */
const MAX_HELD = 50_000

/** A second click of the same address and browser on the same partner within this many hours is a repeat. */
export const REPEAT_HOURS = 24

/**
 * The repeat flag of a row whose earlier clicks this process does not know (another process took them, or
 * this one started since): whether partner_clicks has one within REPEAT_HOURS, decided in the INSERT.
 */
const repeatOf = (row: BufferedClick) =>
  row.repeat ??
  sql`exists (
    select 1 from ${partnerClicks} earlier
    where earlier.partner_id = ${row.partnerId} and earlier.ip_hash = ${row.ipHash}
      and earlier.user_agent_hash = ${row.userAgentHash}
      and earlier.created_at > now() - make_interval(hours => ${REPEAT_HOURS}))`

/**
 * Clicks on their way to partner_clicks (docs/partners.md, How a click is recorded): the click endpoint
 * answers at once and adds its row here; the rows are written by group commit, one multi-row INSERT every
 * FLUSH_MS or FLUSH_ROWS rows, one write at a time. written() lets a sign-up naming a click wait for it;
 * close() writes what is left. A row the database refuses is tried again (the click id makes it once).
 */
export class ClickBuffer {
  private rows: BufferedClick[] = []
  /** Every click added and not yet in the table (waiting or being written): its partner, by click id. */
  private readonly pending = new Map<string, number>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(row: BufferedClick): void {
    this.rows.push(row)
    this.pending.set(row.clickId, row.partnerId)
    if (this.rows.length >= FLUSH_ROWS) void this.flush()
    else this.schedule(FLUSH_MS)
  }

  /** The partner of a click still on its way to the table, else undefined. */
  partnerOf(clickId: string): number | undefined {
    return this.pending.get(clickId)
  }

  /** Resolves once `clickId` is in the table, when it is one of this process's clicks on their way. */
  async written(clickId: string): Promise<void> {
    if (this.pending.has(clickId)) await this.flush()
  }

  /** Resolves once every row added before the call was written (or kept for a retry, the database refusing). */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    // The rows are taken when the write starts: those added while the previous write ran go with this one.
    this.writing = this.writing.then(() => this.write(this.rows.splice(0)))
    return this.writing
  }

  /** Writes what is left; a row still refused then is lost, and logged. */
  async close(): Promise<void> {
    await this.flush()
    clearTimeout(this.timer)
    if (this.rows.length) this.log.error({ clicks: this.rows.length }, 'partner clicks lost at shutdown')
  }

  private schedule(delayMs: number): void {
    this.timer ??= setTimeout(() => void this.flush(), delayMs).unref()
  }

  private async write(rows: BufferedClick[]): Promise<void> {
    for (let start = 0; start < rows.length; start += FLUSH_ROWS) {
      const chunk = rows.slice(start, start + FLUSH_ROWS)
      try {
        await this.db
          .insert(partnerClicks)
          .values(chunk.map((row) => ({ ...row, repeat: repeatOf(row) })))
          .onConflictDoNothing({ target: partnerClicks.clickId })
      } catch (error) {
        this.keep(rows.slice(start), error)
        return
      }
      for (const row of chunk) this.pending.delete(row.clickId)
    }
  }

  /** Puts refused rows back before the newer ones, at most MAX_HELD in all, and tries again later. */
  private keep(refused: BufferedClick[], error: unknown): void {
    this.rows = [...refused, ...this.rows]
    const dropped = this.rows.splice(0, Math.max(0, this.rows.length - MAX_HELD))
    for (const row of dropped) this.pending.delete(row.clickId)
    this.log.error(
      { err: error, clicks: refused.length, dropped: dropped.length },
      'partner clicks not written; trying again',
    )
    clearTimeout(this.timer)
    this.timer = undefined
    this.schedule(RETRY_MS)
  }
}
