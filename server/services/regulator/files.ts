import { Code } from '@src/contract/codes'
import type { RegulatorDay, RegulatorFilePart, RegulatorFilesBody } from '@src/contract/regulator'
import { REGULATOR_DEADLINE_HOUR, type RegulatorFileKind } from '@src/contract/regulator-values'
import { and, asc, between, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db'
import { regulatorDays, regulatorFiles } from '../../db/schema/regulator'
import { ApiError } from '../../envelope'
import { dayOf, dayRange, periodsBetween, shiftDays } from '../calendar'
import { layoutOf } from './sigapLayout'

/** The console lists 14 days unless asked for others, and at most 92 at once. */
const DEFAULT_DAYS = 14
const MAX_DAYS = 92

/** The deadline of a day's files: 06:00 São Paulo of the next day. */
const deadlineOf = (day: string): Date =>
  new Date(dayRange(shiftDays(day, 1)).start.getTime() + REGULATOR_DEADLINE_HOUR * 3_600_000)

/** Refuses a day that is not over yet in São Paulo (only past days are built). */
export const assertDayOver = (day: string, now = new Date()): void => {
  if (day >= dayOf(now)) throw new ApiError(Code.RegulatorDayNotOver)
}

/**
 * The days from `from` to `to` (default: the 14 days before today), newest first, each with its status
 * (missing when never built), its parts and whether it is late: not ready at its deadline, or ready only
 * after it.
 */
export const listRegulatorDays = async (
  db: Db,
  body: RegulatorFilesBody,
  now = new Date(),
): Promise<RegulatorDay[]> => {
  const to = body.to ?? shiftDays(dayOf(now), -1)
  let from = body.from ?? shiftDays(to, -(DEFAULT_DAYS - 1))
  if (from < shiftDays(to, -(MAX_DAYS - 1))) from = shiftDays(to, -(MAX_DAYS - 1))
  const days = periodsBetween(from, to, 1).reverse()
  if (days.length === 0) return []
  const built = await db
    .select()
    .from(regulatorDays)
    .where(between(regulatorDays.day, from, to))
  const parts = await db
    .select({
      day: regulatorFiles.day,
      kind: regulatorFiles.kind,
      part: regulatorFiles.part,
      status: regulatorFiles.status,
      sha256: regulatorFiles.sha256,
      records: regulatorFiles.records,
      totals: regulatorFiles.totals,
      error: regulatorFiles.error,
      builtAt: regulatorFiles.builtAt,
    })
    .from(regulatorFiles)
    .where(between(regulatorFiles.day, from, to))
    .orderBy(asc(regulatorFiles.day), asc(regulatorFiles.kind), asc(regulatorFiles.part))
  const byDay = new Map(built.map((row) => [row.day, row]))
  return days.map((day) => {
    const row = byDay.get(day)
    const deadline = deadlineOf(day)
    const status = row?.status ?? 'missing'
    const late =
      status === 'ready'
        ? (row?.builtAt ?? now).getTime() > deadline.getTime()
        : now.getTime() > deadline.getTime()
    const dayParts: RegulatorFilePart[] = parts
      .filter((part) => part.day === day)
      .map(({ day: _day, builtAt, ...part }) => ({ ...part, builtAt: builtAt.toISOString() }))
    return {
      day,
      status,
      deadline: deadline.toISOString(),
      late,
      builtAt: row?.builtAt?.toISOString() ?? null,
      error: row?.error ?? null,
      parts: dayParts,
    }
  })
}

/** One part's bytes and download name; a part being built, or none, is RegulatorFileNotFound. */
export const readRegulatorFile = async (
  db: Db,
  day: string,
  kind: RegulatorFileKind,
  part: number,
): Promise<{ fileName: string; content: Buffer; sha256: string }> => {
  const [row] = await db
    .select({ content: regulatorFiles.content, sha256: regulatorFiles.sha256 })
    .from(regulatorFiles)
    .where(
      and(
        eq(regulatorFiles.day, day),
        eq(regulatorFiles.kind, kind),
        eq(regulatorFiles.part, part),
        ne(regulatorFiles.status, 'building'),
      ),
    )
  if (!row) throw new ApiError(Code.RegulatorFileNotFound)
  return { fileName: layoutOf(kind).fileName(day, part), content: row.content, sha256: row.sha256 }
}
