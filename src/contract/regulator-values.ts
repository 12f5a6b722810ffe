/**
 * The regulator's daily files (Ordinance SPA/MF 722/2024, SIGAP): the plain values of their
 * contract (src/contract/regulator.ts re-exports them), so the console page imports them without the schema
 * library.
 */

/** bets: one record per round; bettors: one per player active on the day; wallet: one per ledger entry. */
export const REGULATOR_FILE_KINDS = ['bets', 'bettors', 'wallet'] as const
export type RegulatorFileKind = (typeof REGULATOR_FILE_KINDS)[number]

/** building: being written; ready: passed the totals check and the XSD; failed: one of them refused it. */
export const REGULATOR_FILE_STATUSES = ['building', 'ready', 'failed'] as const
export type RegulatorFileStatus = (typeof REGULATOR_FILE_STATUSES)[number]

/** A day (the same three statuses): building while a build runs; ready when every part is; failed when one is. */
export type RegulatorDayStatus = RegulatorFileStatus

/** At most this many records in one file: a day with more is split into numbered parts. */
export const REGULATOR_MAX_RECORDS = 7_000

/** The files of a day are due by this hour (São Paulo) of the next day. */
export const REGULATOR_DEADLINE_HOUR = 6

/** Permissions of the regulator files' console page (console/pages/regulator). */
export const REGULATOR_PERMISSIONS = {
  /** List the days' files and download a part. */
  view: 'compliance:regulator:view',
  /** Build a day's files again. */
  rebuild: 'compliance:regulator:rebuild',
} as const
