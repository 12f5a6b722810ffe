import { siteSettings } from '../db/schema/content'
import type { Seed } from './seed'

/**
 * Writes the compliance profile the server starts with (COMPLIANCE_PROFILE) and the operator's maximum
 * session length with its break (SESSION_MAX_MINUTES, SESSION_BREAK_MINUTES) into the site settings at
 * every start: the configuration decides, the row lets the rewards and the play gate read them inside their
 * own statements.
 */
export const seedCompliance: Seed = async (db, config) => {
  const { profile, sessionMaxMinutes, sessionBreakMinutes } = config.compliance
  await db.update(siteSettings).set({ complianceProfile: profile, sessionMaxMinutes, sessionBreakMinutes })
}
