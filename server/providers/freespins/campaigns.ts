import { createHash } from 'node:crypto'
import { Code } from '@src/contract/codes'
import type { FreespinCampaign, FreespinCampaignBody } from '@src/contract/freespins'
import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db'
import { type FreespinGrantState, freespinCampaigns, freespinGrants } from '../../db/schema/freespins'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { recordAudit } from '../../services/audit'
import { mayReceiveIncentive } from '../../services/protection'
import { complianceProfileOf } from '../../services/settings'
import { externalPlayerId } from '../gateway'
import type { Hub88Config } from '../hub88/config'
import type { SlotegratorConfig } from '../slotegrator/config'
import { FreespinCallError, type FreespinClient, hub88Freebets, slotegratorFreespins } from './clients'

/**
 * Free-spin campaigns (docs/providers.md, "Free spins"). Three steps, so no call to a provider runs inside
 * a database transaction and nothing is left half made:
 * 1. one transaction records the campaign under the operator's reference and a grant per player and game;
 *    a player in a cool-off or self-exclusion is withheld (mayReceiveIncentive, as for every reward);
 * 2. each pending grant is sent to the provider, and marked granted as soon as the provider accepts it;
 * 3. if a call fails, the grants already accepted are cancelled at the provider and the campaign is marked
 *    failed with the reason; otherwise it is created.
 * The same reference again answers the campaign as it stands (other details: 1311); a campaign left
 * pending by a crash is resumed by the same request once the first attempt is surely over.
 */

type Send = typeof fetch

interface Providers {
  hub88: Hub88Config
  slotegrator: SlotegratorConfig
}

/**
 * A pending campaign whose sending moved on less long ago than this is another request at work (each
 * provider call gives up after 8 s), answered as pending; past it, the request that sent it is gone.
 */
const RESUME_AFTER_MS = 60_000

type CampaignRow = typeof freespinCampaigns.$inferSelect

const invalid = (field: string) => new ApiError(Code.FreespinDetailInvalid, { field }, { field })

const clientOf = (
  providers: Providers,
  provider: FreespinCampaignBody['provider'],
  send: Send,
): FreespinClient => {
  if (provider === 'hub88') {
    if (!providers.hub88.enabled || !providers.hub88.apiUrl) throw new ApiError(Code.FreespinProviderOff)
    return hub88Freebets(providers.hub88, send)
  }
  if (!providers.slotegrator.enabled || !providers.slotegrator.apiUrl)
    throw new ApiError(Code.FreespinProviderOff)
  return slotegratorFreespins(providers.slotegrator, send)
}

const fingerprintOf = (body: FreespinCampaignBody, from: Date, until: Date): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.provider,
        [...body.games].sort(),
        [...body.players].sort((a, b) => a - b),
        body.spins,
        body.betValue,
        from.toISOString(),
        until.toISOString(),
        body.template ?? null,
        body.depositLinked ?? false,
      ]),
    )
    .digest('hex')

const view = async (db: Db, campaign: CampaignRow): Promise<FreespinCampaign> => {
  const grants = await db
    .select({ player: freespinGrants.userId, game: freespinGrants.gameCode, state: freespinGrants.state })
    .from(freespinGrants)
    .where(eq(freespinGrants.campaignId, campaign.id))
    .orderBy(asc(freespinGrants.id))
  return {
    id: campaign.id,
    reference: campaign.reference,
    provider: campaign.provider,
    state: campaign.state,
    ...(campaign.failure ? { failure: campaign.failure } : {}),
    grants,
  }
}

const byReference = async (db: Db, reference: string) =>
  (await db.select().from(freespinCampaigns).where(eq(freespinCampaigns.reference, reference)))[0]

/** Step 1: the campaign and its grants, or the campaign already there under this reference. */
const record = async (
  db: Db,
  body: FreespinCampaignBody,
  print: string,
  from: Date,
  until: Date,
  actorId: number,
): Promise<{ campaign: CampaignRow; inserted: boolean }> =>
  db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(freespinCampaigns)
      .values({
        reference: body.reference,
        fingerprint: print,
        provider: body.provider,
        spins: body.spins,
        betValue: body.betValue,
        validFrom: from,
        validUntil: until,
        template: body.template ?? null,
        depositLinked: body.depositLinked ?? false,
        actorId,
      })
      .onConflictDoNothing({ target: freespinCampaigns.reference })
      .returning()
    if (!inserted) {
      const existing = await byReference(tx, body.reference)
      if (!existing) throw new Error(`Campaign ${body.reference} clashed but cannot be found`)
      return { campaign: existing, inserted: false }
    }
    await recordAudit(tx, {
      actorId,
      action: 'freespins.create',
      target: `freespins:${body.reference}`,
      after: {
        provider: body.provider,
        spins: body.spins,
        betValue: body.betValue,
        games: body.games,
        players: body.players.length,
        validUntil: until.toISOString(),
      },
    })
    const players = [...body.players].sort((a, b) => a - b)
    const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, players))
    if (known.length !== players.length) throw new ApiError(Code.PlayerNotFound)
    const value = body.spins * body.betValue * body.games.length
    let eligible = 0
    // Ascending ids: the player locks are always taken in one order.
    for (const userId of players) {
      const may = await mayReceiveIncentive(tx, userId, {
        kind: 'freespins',
        key: `freespins:${body.reference}`,
        amount: value,
      })
      if (may) eligible++
      const state: FreespinGrantState = may ? 'pending' : 'withheld'
      await tx.insert(freespinGrants).values(
        body.games.map((gameCode) => ({
          campaignId: inserted.id,
          provider: body.provider,
          userId,
          gameCode,
          state,
        })),
      )
    }
    if (eligible === 0) throw new ApiError(Code.FreespinNoneEligible)
    return { campaign: inserted, inserted: true }
  })

const setGrant = (db: Db, id: number, state: FreespinGrantState, externalId?: string) =>
  db
    .update(freespinGrants)
    .set({ state, ...(externalId ? { externalId } : {}) })
    .where(eq(freespinGrants.id, id))

const finish = async (db: Db, id: number, failure: string | null): Promise<CampaignRow> => {
  const [row] = await db
    .update(freespinCampaigns)
    .set(failure === null ? { state: 'created' } : { state: 'failed', failure: failure.slice(0, 1000) })
    .where(eq(freespinCampaigns.id, id))
    .returning()
  if (!row) throw new Error(`Campaign ${id} vanished`)
  return row
}

/** Steps 2 and 3: the provider calls, then the outcome. */
const send = async (db: Db, client: FreespinClient, campaign: CampaignRow): Promise<CampaignRow> => {
  const grants = await db
    .select()
    .from(freespinGrants)
    .where(eq(freespinGrants.campaignId, campaign.id))
    .orderBy(asc(freespinGrants.id))
  let failure: string | null = null
  for (const grant of grants) {
    if (grant.state !== 'pending') continue
    try {
      const externalId = await client.grant({
        user: await externalPlayerId(db, campaign.provider, grant.userId),
        game: grant.gameCode,
        spins: campaign.spins,
        betValue: campaign.betValue,
        validFrom: campaign.validFrom,
        validUntil: campaign.validUntil,
        template: campaign.template ?? undefined,
        grantId: `ficha-fs-${grant.id}`,
      })
      await setGrant(db, grant.id, 'granted', externalId)
      await db
        .update(freespinCampaigns)
        .set({ progressAt: new Date() })
        .where(eq(freespinCampaigns.id, campaign.id))
    } catch (error) {
      failure = error instanceof FreespinCallError ? error.message : `Unexpected error: ${String(error)}`
      break
    }
  }
  if (failure === null) return finish(db, campaign.id, null)
  // Nothing stays granted from a failed campaign: what the provider accepted is taken back.
  const granted = await db
    .select()
    .from(freespinGrants)
    .where(and(eq(freespinGrants.campaignId, campaign.id), eq(freespinGrants.state, 'granted')))
  for (const grant of granted) {
    try {
      if (grant.externalId) await client.cancel(grant.externalId)
      await setGrant(db, grant.id, 'cancelled')
    } catch (error) {
      failure += `; grant ${grant.id} could not be cancelled (${error instanceof Error ? error.message : error})`
    }
  }
  await db
    .update(freespinGrants)
    .set({ state: 'cancelled' })
    .where(and(eq(freespinGrants.campaignId, campaign.id), eq(freespinGrants.state, 'pending')))
  return finish(db, campaign.id, failure)
}

/** admin/freespins_create: records the campaign, grants it at the provider, answers how it stands. */
export const createCampaign = async (
  db: Db,
  providers: Providers,
  body: FreespinCampaignBody,
  actorId: number,
  fetcher: Send = fetch,
  now = new Date(),
): Promise<FreespinCampaign> => {
  const client = clientOf(providers, body.provider, fetcher)
  const from = new Date(body.validFrom)
  const until = new Date(body.validUntil)
  if (Number.isNaN(from.getTime())) throw invalid('validFrom')
  if (Number.isNaN(until.getTime()) || until <= from || until <= now) throw invalid('validUntil')
  if (body.provider === 'hub88' && !body.template) throw invalid('template')
  if (body.depositLinked && (await complianceProfileOf(db)) === 'brazil')
    throw new ApiError(Code.FreespinDepositLinked)
  const print = fingerprintOf(body, from, until)
  const { campaign, inserted } = await record(db, body, print, from, until, actorId)
  if (!inserted) {
    if (campaign.fingerprint !== print) throw new ApiError(Code.FreespinReferenceTaken)
    if (campaign.state !== 'pending') return view(db, campaign)
    // Pending: another request is at work, unless its sending has been silent long enough to be a crashed
    // one; then this request takes it over, by one conditional update so that two retries cannot both.
    const [taken] = await db
      .update(freespinCampaigns)
      .set({ progressAt: now })
      .where(
        and(
          eq(freespinCampaigns.id, campaign.id),
          eq(freespinCampaigns.state, 'pending'),
          lt(freespinCampaigns.progressAt, new Date(now.getTime() - RESUME_AFTER_MS)),
        ),
      )
      .returning()
    if (!taken) return view(db, campaign)
    return view(db, await send(db, client, taken))
  }
  return view(db, await send(db, client, campaign))
}
