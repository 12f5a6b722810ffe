import type { ComplianceProfile } from '@src/contract/protection'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'

/**
 * Site settings that several domains read (protection, rewards, money, content): a leaf of their own, so none
 * of them asks another domain for a setting.
 */

/** The compliance profile the server runs with, as seeds/compliance wrote it at start. */
export const complianceProfileOf = async (db: Db): Promise<ComplianceProfile> => {
  const [row] = await db.select({ profile: siteSettings.complianceProfile }).from(siteSettings)
  return row?.profile ?? 'standard'
}

/**
 * A periodic job of the brazil profile (its obligations are Brazil's; the process holding `lease` runs it): `work` runs now
 * and every `minutes`, one run at a time, and only while the site runs the brazil profile; a failed run is
 * logged as `failure` and the next one comes as planned. stop() waits for a run under way.
 */
export const startBrazilJob = (
  db: Db,
  minutes: number,
  log: JobLog,
  failure: string,
  lease: JobLease,
  work: () => Promise<void>,
): Job =>
  startJob({ everyMs: minutes * 60_000, atStart: true, log, failure, lease }, async () => {
    if ((await complianceProfileOf(db)) === 'brazil') await work()
  })
