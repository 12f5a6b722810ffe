import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { REGULATOR_FILE_KINDS, REGULATOR_FILE_STATUSES } from './regulator-values'

export * from './regulator-values'

/** A São Paulo calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'São Paulo day, YYYY-MM-DD' })

/** One part of one file of a day. */
export const RegulatorFilePart = Type.Object({
  kind: literals(REGULATOR_FILE_KINDS),
  part: Type.Integer(),
  status: literals(REGULATOR_FILE_STATUSES),
  sha256: Type.String(),
  records: Type.Integer(),
  /** The part's sums in centavos (bets and bettors: stake, prize; wallet: credits, debits). */
  totals: Type.Record(Type.String(), Type.Integer()),
  /** Why the part failed: the validator's message or the totals check's. */
  error: Type.Union([Type.String(), Type.Null()]),
  builtAt: Type.String({ description: 'ISO 8601' }),
})
export type RegulatorFilePart = Static<typeof RegulatorFilePart>

/** A day's files: missing when never built; late when not ready by 06:00 (São Paulo) of the next day. */
export const RegulatorDay = Type.Object({
  day: Day,
  status: Type.Union([literals(REGULATOR_FILE_STATUSES), Type.Literal('missing')]),
  /** The deadline (ISO 8601): 06:00 São Paulo of the next day. */
  deadline: Type.String(),
  late: Type.Boolean(),
  builtAt: Type.Union([Type.String(), Type.Null()]),
  /** Why the last build failed as a whole (an error before any part was stored). */
  error: Type.Union([Type.String(), Type.Null()]),
  parts: Type.Array(RegulatorFilePart),
})
export type RegulatorDay = Static<typeof RegulatorDay>

/** admin/regulator_files: the days from `from` to `to` (default: the 14 days before today), newest first. */
export const RegulatorFilesBody = ExactObject({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
})
export type RegulatorFilesBody = Static<typeof RegulatorFilesBody>

export const RegulatorFileList = Type.Object({ days: Type.Array(RegulatorDay) })
export type RegulatorFileList = Static<typeof RegulatorFileList>

/** admin/regulator_file (GET): one part's bytes. */
export const RegulatorFileQuery = ExactObject({
  day: Day,
  kind: literals(REGULATOR_FILE_KINDS),
  part: Type.Integer({ minimum: 1, maximum: 100_000 }),
})
export type RegulatorFileQuery = Static<typeof RegulatorFileQuery>

/** admin/regulator_rebuild: a past day built again, with the operator's reason (audited). */
export const RegulatorRebuildBody = ExactObject({
  day: Day,
  reason: Type.String({ minLength: 3, maxLength: 500 }),
})
export type RegulatorRebuildBody = Static<typeof RegulatorRebuildBody>
