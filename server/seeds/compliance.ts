import { siteSettings } from '../db/schema/content'
import type { Seed } from './seed'

/**
 * Writes the compliance profile the server starts with (COMPLIANCE_PROFILE) into the site settings at every
 * start: the configuration decides, the row lets the rewards read it inside their own transactions.
 */
export const seedCompliance: Seed = async (db, config) => {
  await db.update(siteSettings).set({ complianceProfile: config.compliance.profile })
}
