import { Code } from '@src/contract/codes'
import type { UnreadCounts } from '@src/contract/content'
import type { AdminOrder } from '@src/contract/money'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../../helpers'
import { moneyCall, pendingWithdrawal } from '../../money/fixtures'
import { noticesOf, unreadOf } from '../../notifications/fixtures'

const given = serverWithOperator()

/** A player with a pending withdrawal of `amount`, and the order's id. */
const withdrawing = async (amount: number): Promise<[Player, number]> => {
  const { player, order } = await pendingWithdrawal(given.server, amount)
  return [player, order.id]
}

const review = (body: object) =>
  moneyCall<AdminOrder>(given.server.app, 'admin/review', body, { token: given.operator })
const unread = (player: Player) => unreadOf(given.server.app, player)
const mine = (player: Player, lang = 'pt') => noticesOf(given.server.app, player, 10, lang)

describe('personal notices', () => {
  test('a paid withdrawal tells the player, unread until read', async () => {
    const [player, orderId] = await withdrawing(12_345)
    expect(await unread(player)).toEqual({ notices: 0 })
    expect((await review({ id: orderId, action: 'approve' })).code).toBe(Code.Ok)
    expect(await unread(player)).toEqual({ notices: 1 })

    const page = await mine(player)
    expect(page.data).toMatchObject({ total: 1, unread: 1 })
    const [notice] = page.data.list
    expect(notice).toMatchObject({ kind: 'withdrawalPaid', title: 'Saque pago', read: false })
    expect(notice?.body).toContain('R$\u00a0123,45')
    expect(notice?.body).toContain(String(orderId))
    // Listing read nothing; reading does, once.
    expect(await unread(player)).toEqual({ notices: 1 })
    const read = await call<UnreadCounts>(
      given.server.app,
      'index/read_my_msg',
      { ids: [notice?.id] },
      { token: player.token },
    )
    expect(read.data).toEqual({ notices: 0 })
    expect((await mine(player, 'en')).data.list[0]).toMatchObject({ title: 'Withdrawal paid', read: true })
  })

  test('a refused withdrawal says why; nobody else sees it or can read it', async () => {
    const [player, orderId] = await withdrawing(5_000)
    await review({ id: orderId, action: 'reject', reason: 'Titular da conta divergente.' })
    const [notice] = (await mine(player)).data.list
    expect(notice).toMatchObject({ kind: 'withdrawalRefused', title: 'Saque recusado' })
    // The operator's reason, full stop and all, ends the notice: no 'conta..'.
    expect(notice?.body).toMatch(
      /foi recusado e o valor voltou para a sua carteira\. Motivo: Titular da conta divergente\.$/,
    )
    expect(notice?.body).not.toContain('..')

    const other = await createPlayer(given.server.app)
    expect((await mine(other)).data).toMatchObject({ total: 0, unread: 0, list: [] })
    await call(given.server.app, 'index/read_my_msg', { ids: [notice?.id] }, { token: other.token })
    expect(await unread(player)).toEqual({ notices: 1 })
  })

  test('a top-up decision notifies nobody; the calls need a login and sane ids', async () => {
    const player = await createPlayer(given.server.app)
    expect((await call(given.server.app, 'index/get_my_msg', {})).code).toBe(Code.SessionExpired)
    expect(
      (await call(given.server.app, 'index/read_my_msg', { ids: [] }, { token: player.token })).code,
    ).toBe(Code.BadRequest)
    expect(await unread(player)).toEqual({ notices: 0 })
  })
})
