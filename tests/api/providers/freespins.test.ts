import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { siteSettings } from '@server/db/schema/content'
import { freespinCampaigns, freespinGrants, freespinWins } from '@server/db/schema/freespins'
import { providerTransactions } from '@server/db/schema/providers'
import { createCampaign } from '@server/providers/freespins/campaigns'
import { startExclusion } from '@server/services/protection/exclusion'
import { units } from '@simulator/hub88'
import { type RunningSimulator, startHub88Simulator } from '@simulator/hub88Server'
import { SlotegratorSimulator, startSlotegratorApi } from '@simulator/slotegrator'
import { Code } from '@src/contract/codes'
import type { FreespinCampaign } from '@src/contract/freespins'
import { checkHub88, injectTransport as hub88Inject } from '@tests/support/hub88'
import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkSlotegrator, slotegratorInject } from '../../support/slotegrator'
import { call, createTestServer, operatorToken, type TestServer } from '../helpers'
import { setIdentity, setRegistered } from '../protection/fixtures'
import { gameBalance, movements, seat } from './seat'

let server: TestServer
let hub88: RunningSimulator
let gisApi: Awaited<ReturnType<typeof startSlotegratorApi>>
const gis = new SlotegratorSimulator((...args) => slotegratorInject(server.app)(...args))
const operator = generateKeyPairSync('rsa', { modulusLength: 2048 })
let token = ''

beforeAll(async () => {
  hub88 = await startHub88Simulator({
    wallet: (...args) => hub88Inject(server.app)(...args),
    operatorPublicKey: operator.publicKey,
  })
  gisApi = await startSlotegratorApi(gis)
  server = await createTestServer({
    config: {
      hub88: {
        enabled: true,
        apiUrl: hub88.url,
        operatorId: 1,
        publicKey: createPublicKey(hub88.publicKeyPem),
        privateKey: operator.privateKey,
      },
      slotegrator: {
        enabled: true,
        apiUrl: gisApi.url,
        merchantId: gis.merchantId,
        merchantKey: gis.merchantKey,
      },
    },
  })
  token = await operatorToken(server)
})
afterAll(async () => {
  await server.close()
  await hub88.close()
  await gisApi.close()
})
// Both providers' ledgers equal the operator's after each scenario, balanced and never negative.
afterEach(async () => {
  expect(await checkHub88(server.db, hub88.simulator)).toEqual([])
  expect(await checkSlotegrator(server.db, gis)).toEqual([])
  hub88.simulator.failRewardsAfter = Number.POSITIVE_INFINITY
  gis.failFreespinsAfter = Number.POSITIVE_INFINITY
})

let counter = 0
const campaign = (
  provider: 'hub88' | 'slotegrator',
  players: number[],
  extra: Record<string, unknown> = {},
) => ({
  reference: `test-${Date.now()}-${counter++}`,
  provider,
  games: ['sim_fortune'],
  players,
  spins: 10,
  betValue: 50,
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...(provider === 'hub88' ? { template: 'prepaid-sim-1' } : {}),
  ...extra,
})

const create = (body: Record<string, unknown>, as = token) =>
  call<FreespinCampaign>(server.app, 'admin/freespins_create', body, { token: as, lang: 'en' })

const grantsOf = (reference: string) =>
  server.db
    .select({ grant: freespinGrants })
    .from(freespinGrants)
    .innerJoin(freespinCampaigns, eq(freespinCampaigns.id, freespinGrants.campaignId))
    .where(eq(freespinCampaigns.reference, reference))
    .orderBy(asc(freespinGrants.id))

describe('free-spin campaigns', () => {
  it('creates a Hub88 campaign: one signed reward per player, and a free-spin win is paid once as free, linked to it', async () => {
    const a = await seat(server, 0, 'hub88')
    const b = await seat(server, 0, 'hub88')
    const body = campaign('hub88', [a.userId, b.userId])
    const created = await create(body)
    expect(created.code).toBe(1)
    expect(created.data).toMatchObject({ state: 'created', provider: 'hub88' })
    expect(created.data.grants.map((grant) => grant.state)).toEqual(['granted', 'granted'])
    const [grantA] = (await grantsOf(body.reference)).filter(({ grant }) => grant.userId === a.userId)
    const reward = hub88.simulator.rewards.get(grantA?.grant.externalId ?? '')
    // The reward Hub88 holds is what the operator asked: its player, game, template, 10 rounds of R$ 0.50.
    expect(reward).toMatchObject({ user: a.user, game: 'sim_fortune', prepaid: 'prepaid-sim-1', rounds: 10 })
    expect(reward?.betValue).toBe(units(0.5))

    const { body: win, answer } = await hub88.simulator.freeRound(a, grantA?.grant.externalId ?? '', units(3))
    expect(answer).toMatchObject({ status: 'RS_OK', balance: units(3) })
    // Replayed, the win answers the same and moves nothing more.
    expect(await hub88.simulator.call('transaction/win', win)).toMatchObject({
      status: 'RS_OK',
      balance: units(3),
    })
    expect(await movements(server, 'hub88', String(win.transaction_uuid))).toBe(1)
    expect(await gameBalance(server, a.userId)).toBe(300)
    const [credit] = await server.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.externalId, String(win.transaction_uuid)))
    expect(credit?.creditKind).toBe('free')
    const links = await server.db
      .select()
      .from(freespinWins)
      .where(eq(freespinWins.transactionId, credit?.id ?? 0))
    expect(links).toEqual([{ transactionId: credit?.id, grantId: grantA?.grant.id, amount: 300 }])
  })

  it('creates a Slotegrator campaign with freespins/set, and links the type=freespin win by freespin_id', async () => {
    const player = await seat(server, 1, 'slotegrator')
    const body = campaign('slotegrator', [player.userId], {
      games: ['sim_fortune', 'sim_rocket'],
      template: '7',
    })
    const created = await create(body)
    expect(created.data).toMatchObject({ state: 'created', provider: 'slotegrator' })
    const grants = await grantsOf(body.reference)
    expect(grants.map(({ grant }) => grant.gameCode).sort()).toEqual(['sim_fortune', 'sim_rocket'])
    const [first] = grants
    const freespinId = first?.grant.externalId ?? ''
    expect(gis.freespins.get(freespinId)).toMatchObject({
      game: first?.grant.gameCode,
      quantity: 10,
      denomination: '0.50',
    })

    const { params, answer } = await gis.freeSpin(player, freespinId, '2.40')
    expect(answer).toMatchObject({ balance: 3.4 })
    expect(await gis.call(params)).toMatchObject({ balance: 3.4 })
    expect(await movements(server, 'slotegrator', params.transaction_id ?? '')).toBe(1)
    const links = await server.db
      .select()
      .from(freespinWins)
      .where(eq(freespinWins.grantId, first?.grant.id ?? 0))
    expect(links.map((link) => link.amount)).toEqual([240])
  })

  it('answers the same reference again without granting twice, and refuses it with other details', async () => {
    const player = await seat(server, 0, 'slotegrator')
    const body = campaign('slotegrator', [player.userId])
    const first = await create(body)
    const before = gis.freespins.size
    expect(await create(body)).toMatchObject({ code: 1, data: first.data })
    expect(gis.freespins.size).toBe(before)
    const other = await create({ ...body, spins: 11 })
    expect(other.code).toBe(Code.FreespinReferenceTaken)
  })

  it('answers a campaign a crash left pending as pending, and resumes only its unsent grants once it went silent', async () => {
    const a = await seat(server, 0, 'hub88')
    const b = await seat(server, 0, 'hub88')
    const body = campaign('hub88', [a.userId, b.userId])
    await create(body)
    // As a crash after the first grant would leave it: the campaign pending, the second grant unsent.
    const [first, second] = await grantsOf(body.reference)
    await server.db
      .update(freespinCampaigns)
      .set({ state: 'pending' })
      .where(eq(freespinCampaigns.reference, body.reference))
    await server.db
      .update(freespinGrants)
      .set({ state: 'pending', externalId: null })
      .where(eq(freespinGrants.id, second?.grant.id ?? 0))
    const rewards = hub88.simulator.rewards.size
    const providers = { hub88: server.app.config.hub88, slotegrator: server.app.config.slotegrator }
    const operatorId =
      (
        await server.db
          .select()
          .from(freespinCampaigns)
          .where(eq(freespinCampaigns.reference, body.reference))
      )[0]?.actorId ?? 0

    const busy = await createCampaign(server.db, providers, body, operatorId)
    expect(busy.state).toBe('pending')
    expect(hub88.simulator.rewards.size).toBe(rewards)

    const later = new Date(Date.now() + 2 * 60_000)
    const resumed = await createCampaign(server.db, providers, body, operatorId, fetch, later)
    expect(resumed.state).toBe('created')
    expect(resumed.grants.map((grant) => grant.state)).toEqual(['granted', 'granted'])
    expect(hub88.simulator.rewards.size).toBe(rewards + 1)
    const after = await grantsOf(body.reference)
    expect(after[0]?.grant.externalId).toBe(first?.grant.externalId)
  })

  it('withholds a player in a cool-off, and refuses a campaign no listed player may receive', async () => {
    const excluded = await seat(server, 0, 'hub88')
    const fine = await seat(server, 0, 'hub88')
    await startExclusion(server.db, excluded.userId, '7d')
    const rewards = hub88.simulator.rewards.size
    const alone = campaign('hub88', [excluded.userId])
    expect((await create(alone)).code).toBe(Code.FreespinNoneEligible)
    expect(
      await server.db
        .select()
        .from(freespinCampaigns)
        .where(eq(freespinCampaigns.reference, alone.reference)),
    ).toEqual([])
    expect(hub88.simulator.rewards.size).toBe(rewards)

    const both = await create(campaign('hub88', [excluded.userId, fine.userId]))
    expect(both.data.state).toBe('created')
    expect(both.data.grants).toEqual([
      { player: excluded.userId, game: 'sim_fortune', state: 'withheld' },
      { player: fine.userId, game: 'sim_fortune', state: 'granted' },
    ])
    expect(hub88.simulator.rewards.size).toBe(rewards + 1)
  })

  it('refuses a deposit-linked campaign in the brazil profile, and allows it in the standard one', async () => {
    const player = await seat(server, 0, 'slotegrator')
    // In the brazil profile only a verified player with the extended registration is eligible for free spins.
    await setIdentity(server, player.userId, 'verified')
    await setRegistered(server, player.userId)
    await server.db.update(siteSettings).set({ complianceProfile: 'brazil' })
    try {
      const refused = await create(campaign('slotegrator', [player.userId], { depositLinked: true }))
      expect(refused.code).toBe(Code.FreespinDepositLinked)
      expect(refused.msg).toBe('Free spins cannot be tied to a deposit under Brazilian rules.')
      // Not tied to a deposit, the same campaign is allowed in Brazil.
      expect((await create(campaign('slotegrator', [player.userId]))).data.state).toBe('created')
    } finally {
      await server.db.update(siteSettings).set({ complianceProfile: 'standard' })
    }
    expect((await create(campaign('slotegrator', [player.userId], { depositLinked: true }))).data.state).toBe(
      'created',
    )
  })

  it('marks the campaign failed with the provider’s reason when a grant is refused, cancelling what was granted', async () => {
    const a = await seat(server, 0, 'hub88')
    const b = await seat(server, 0, 'hub88')
    hub88.simulator.failRewardsAfter = 1
    const body = campaign('hub88', [a.userId, b.userId])
    const failed = await create(body)
    expect(failed.code).toBe(1)
    expect(failed.data.state).toBe('failed')
    expect(failed.data.failure).toMatch(/freebet\/rewards\/create: HTTP 422.*does not support freebets/)
    expect(failed.data.grants.map((grant) => grant.state)).toEqual(['cancelled', 'cancelled'])
    const [granted] = await grantsOf(body.reference)
    expect(hub88.simulator.rewards.get(granted?.grant.externalId ?? '')?.state).toBe('cancelled')
    // Sent again, the failed campaign answers as it stands: nothing is granted behind the operator's back.
    const rewards = hub88.simulator.rewards.size
    expect((await create(body)).data).toEqual(failed.data)
    expect(hub88.simulator.rewards.size).toBe(rewards)
  })

  it('fails a Slotegrator campaign the provider refuses, and needs the permission and the provider details', async () => {
    const player = await seat(server, 0, 'slotegrator')
    gis.failFreespinsAfter = 0
    const failed = await create(campaign('slotegrator', [player.userId]))
    expect(failed.data).toMatchObject({
      state: 'failed',
      failure: expect.stringMatching(/Game has no free spins/),
    })
    expect(failed.data.grants).toEqual([{ player: player.userId, game: 'sim_fortune', state: 'cancelled' }])

    const withoutTemplate = await create(campaign('hub88', [player.userId], { template: undefined }))
    expect(withoutTemplate).toMatchObject({ code: Code.FreespinDetailInvalid, data: { field: 'template' } })
    const backwards = await create(
      campaign('hub88', [player.userId], { validUntil: new Date(Date.now() - 120_000).toISOString() }),
    )
    expect(backwards).toMatchObject({ code: Code.FreespinDetailInvalid, data: { field: 'validUntil' } })
    expect((await create(campaign('hub88', [999_999_999]))).code).toBe(Code.PlayerNotFound)
    expect((await create(campaign('hub88', [player.userId]), player.login)).code).toBe(403)
  })
})
