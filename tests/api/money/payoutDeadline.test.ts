import { checkPayoutDeadline } from '@server/services/alerts/jobs'
import type { OpenAlerts } from '@src/contract/alerts'
import { expect, test } from 'vitest'
import { call, operatorToken, serverWithMetrics } from '../helpers'
import { payoutPlayer, requestWithdrawal } from './payoutFixtures'

const given = serverWithMetrics()
const { metrics } = given

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000)

const alerts = async (operator: string) =>
  (await call<OpenAlerts>(given.server.app, 'admin/alerts', undefined, { token: operator })).data

test('a withdrawal unpaid 91 minutes after its request raises the alert: metric and console banner naming it', async () => {
  const operator = await operatorToken(given.server)
  const { player, accountId } = await payoutPlayer(given.server)
  const orderId = await requestWithdrawal(given.server, player, accountId, 4_321)

  // At 89 minutes nothing is said yet.
  expect(await checkPayoutDeadline(given.server.db, minutesLater(89))).toBeNull()
  expect(await metrics()).toMatch(/^ficha_payouts_late 0$/m)
  expect(await alerts(operator)).toEqual([])

  // The payout job's clock, 91 minutes on.
  const late = await checkPayoutDeadline(given.server.db, minutesLater(91))
  expect(late).toMatchObject({
    count: 1,
    withdrawals: [{ orderId, userId: player.user.id, amount: 4_321, minutes: 91 }],
  })
  expect(late?.oldestSeconds).toBeGreaterThanOrEqual(91 * 60)
  const body = await metrics()
  expect(body).toMatch(/^ficha_payouts_late 1$/m)
  expect(Number(body.match(/^ficha_payout_late_oldest_seconds (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(91 * 60)
  expect(await alerts(operator)).toEqual([
    expect.objectContaining({
      kind: 'payoutDeadline',
      details: expect.objectContaining({ count: 1, withdrawals: [expect.objectContaining({ orderId })] }),
    }),
  ])

  // Paid, it leaves the alert, which closes.
  const paid = await call(
    given.server.app,
    'admin/review',
    { id: orderId, action: 'approve' },
    { token: operator },
  )
  expect(paid.code).toBe(1)
  expect(await checkPayoutDeadline(given.server.db, minutesLater(92))).toBeNull()
  expect(await metrics()).toMatch(/^ficha_payouts_late 0$/m)
  expect(await alerts(operator)).toEqual([])
})

test('the banner is for operators who see the money queues: a player is refused', async () => {
  const { player } = await payoutPlayer(given.server)
  const answer = await call(given.server.app, 'admin/alerts', undefined, { token: player.token })
  expect(answer.code).not.toBe(1)
})
