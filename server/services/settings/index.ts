import type { ComplianceProfile } from '@src/contract/protection'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'

/**
 * Site settings that several domains read (protection, rewards, money, content): a leaf of their own, so none
 * of them asks another domain for a setting.
 */

/** The compliance profile the server runs with, as seeds/compliance wrote it at start. */
export const complianceProfileOf = async (db: Db): Promise<ComplianceProfile> => {
  const [row] = await db.select({ profile: siteSettings.complianceProfile }).from(siteSettings)
  return row?.profile ?? 'standard'
}
