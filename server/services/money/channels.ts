import type { Channel, ChannelList } from '@src/contract/money'
import type { ComplianceProfile } from '@src/contract/protection'
import type { Lang } from '@src/i18n/languages'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { siteSettings } from '../../db/schema/content'
import { paymentChannels } from '../../db/schema/money'

export type ChannelRow = typeof paymentChannels.$inferSelect

/** The site's minimum deposit (site settings), the floor of every channel's minimum. */
export const minDeposit = async (db: Db): Promise<number> => {
  const [settings] = await db.select({ minDeposit: siteSettings.minDeposit }).from(siteSettings)
  return settings?.minDeposit ?? 1
}

/** A channel's smallest top-up: its own minimum, never below the site's. */
export const channelMinimum = (row: ChannelRow, siteMinimum: number): number =>
  Math.max(row.minAmount, siteMinimum)

const channelView = (row: ChannelRow, lang: Lang, siteMinimum: number): Channel => ({
  id: row.id,
  kind: row.kind,
  name: localize(row.name, lang),
  minimum: channelMinimum(row, siteMinimum),
  maximum: row.maxAmount,
  presets: [...row.presets].sort((a, b) => a - b),
  instructions: localize(row.instructions, lang),
  enabled: row.enabled,
  needsScreenshot: row.needsScreenshot,
})

/**
 * The enabled channels in display order, with the site's minimum deposit. In the brazil profile only PIX
 * channels (Ordinance SPA/MF 615/2024: money in by PIX from the player's own account).
 */
export const listChannels = async (db: Db, lang: Lang, profile: ComplianceProfile): Promise<ChannelList> => {
  const [rows, siteMinimum] = await Promise.all([
    db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.enabled, true))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id)),
    minDeposit(db),
  ])
  const offered = profile === 'brazil' ? rows.filter((row) => row.kind === 'pix') : rows
  return { minDeposit: siteMinimum, list: offered.map((row) => channelView(row, lang, siteMinimum)) }
}

export const findChannel = async (db: Db, id: number): Promise<ChannelRow | null> => {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id))
  return row ?? null
}
