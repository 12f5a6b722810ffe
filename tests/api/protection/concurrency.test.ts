import { playDays } from '@server/db/schema/protection'
import { dayOf } from '@server/services/calendar'
import { getBalances } from '@server/services/ledger'
import { startExclusion } from '@server/services/protection/exclusion'
import { wageringStatus } from '@server/services/wagering'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { fundGame, openGame, spinCall } from '../games/gameFixtures'
import { createPlayer, createPostgresTestServer, describeOnPostgres, sharedServer } from '../helpers'
import { addBankAccount, channelId, fund, moneyCall, setPayPassword, withdrawCall } from '../money/fixtures'
import { auditLedger } from '../services/ledgerFixtures'
import { payRebate, setLimits } from './fixtures'

describeOnPostgres('player limits under concurrency', () => {
  const given = sharedServer(createPostgresTestServer)

  test('twenty top-ups sent at once never pass a daily deposit limit', async () => {
    const player = await createPlayer(given.server.app)
    await setLimits(given.server.app, player.token, { limits: { depositDay: 10_000 } })
    const pix = await channelId(given.server.app, 'pix')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        moneyCall(
          given.server.app,
          'index/Withdraw_recharge',
          { type: 'recharge', amount: 3_000, channelId: pix },
          { token: player.token },
        ),
      ),
    )
    const accepted = answers.filter((answer) => answer.code === Code.Ok)
    expect(accepted).toHaveLength(3)
    expect(answers.filter((answer) => answer.code === Code.DepositLimitReached)).toHaveLength(17)
  })

  test('twenty spins sent at once never take the day’s net loss past a loss limit', async () => {
    const player = await createPlayer(given.server.app)
    await fundGame(given.server.db, player.user.id, 10_000)
    const token = await openGame(given.server.app, player, 'samba-night')
    await setLimits(given.server.app, player.token, { limits: { lossDay: 500 } })
    // R$ 4 lost already today: one stake of R$ 1 is left, which every spin below asks for at once.
    await given.server.db
      .insert(playDays)
      .values({ userId: player.user.id, day: dayOf(new Date()), netLoss: 400 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        spinCall(given.server.app, token, { bet: 100, clientRoundId: `race-loss-${index}` }),
      ),
    )
    expect(answers.every((answer) => answer.code === Code.Ok || answer.code === Code.LossLimitReached)).toBe(
      true,
    )
    // A lucky first win can leave room for all twenty, so what is judged is the day's net loss below.
    const [today] = await given.server.db.select().from(playDays).where(eq(playDays.userId, player.user.id))
    expect(today?.day).toBe(dayOf(new Date()))
    // Each accepted stake fitted what was left: the net loss never passed the limit.
    expect(today?.netLoss ?? 0).toBeLessThanOrEqual(500)
    expect(await auditLedger(given.server.db)).toMatchObject({ unbalanced: [], negative: [] })
  })

  test('a bonus paid as the exclusion starts is either withheld or forfeited: the money never stays locked', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const player = await createPlayer(given.server.app)
        await fund(given.server, player.user.id, 10_000)
        const [paid] = await Promise.all([
          payRebate(given.server, player.user.id, `race-${index}`),
          startExclusion(given.server.db, player.user.id, '24h'),
        ])
        // Paid first then forfeited, or withheld: either way nothing is open and the deposit is all there is.
        expect(await wageringStatus(given.server.db, player.user.id)).toMatchObject({ remaining: 0 })
        expect(await getBalances(given.server.db, player.user.id)).toMatchObject({ wallet: 10_000 })
        return paid === null ? 'withheld' : 'forfeited'
      }),
    )
    expect(outcomes).toHaveLength(8)
    expect(await auditLedger(given.server.db)).toMatchObject({ unbalanced: [], negative: [] })
  })

  test('a withdrawal racing the exclusion never leaves the deposit locked', async () => {
    const player = await createPlayer(given.server.app)
    await fund(given.server, player.user.id, 10_000)
    await payRebate(given.server, player.user.id, 'withdrawal-race')
    await setPayPassword(given.server, player.user.id)
    const accountId = await addBankAccount(given.server.app, player)
    const withdraw = () => withdrawCall(given.server.app, player.token, 10_000, accountId)
    const [first] = await Promise.all([withdraw(), startExclusion(given.server.db, player.user.id, '7d')])
    // Before the exclusion the bonus still held it (1501); after it, the deposit left.
    expect([Code.Ok, Code.WageringNotMet]).toContain(first.code)
    if (first.code !== Code.Ok) expect((await withdraw()).code).toBe(Code.Ok)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 0,
      withdrawalPending: 10_000,
    })
    expect(await auditLedger(given.server.db)).toMatchObject({ unbalanced: [], negative: [] })
  })
})
