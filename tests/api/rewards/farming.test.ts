/**
 * The self-invitation farm of the security review, played through the real server: one person invites
 * their own second account from the same address, binds the same CPF and PIX key to both, deposits R$ 50
 * then R$ 5 000, spins ten times at the top bet and tries to withdraw. Nothing beyond the deposits left
 * can come out, the inviter earns nothing, and the operator console lists the pair.
 */

import { Code } from '@src/contract/codes'
import type { PayoutAccount } from '@src/contract/money'
import type { LinkedAccountPage, RewardPage } from '@src/contract/rewards'
import type { UserInfo } from '@src/contract/user'
import { describe, expect, test } from 'vitest'
import { call, type Player, serverWithOperator } from '../helpers'
import { moneyCall, PAY_PASSWORD, setPayPassword } from '../money/fixtures'
import { data, invitedPlayer, play, topUp } from './fixtures'

const given = serverWithOperator()

const SAME_CARD = {
  firstName: 'Farm',
  lastName: 'Er',
  email: 'farmer@example.com',
  phone: '+5511987654321',
  cpf: '123.456.789-09',
  pixKey: '(11) 98765-4321',
  pixKeyType: 'PHONE',
}

const bindCard = async (player: Player) =>
  data(await call<PayoutAccount>(given.server.app, 'index/bind_card', SAME_CARD, { token: player.token }))

const walletOf = async (player: Player) =>
  data(await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, { token: player.token }))
    .balances.wallet

describe('self-invitation farming', () => {
  test('invite yourself, deposit R$ 50 then R$ 5 000, spin ten times: no profit can be withdrawn', async () => {
    const inviter = await invitedPlayer(given.server.app)
    const invitee = await invitedPlayer(given.server.app, inviter, inviter.ip)
    await bindCard(inviter)
    const account = await bindCard(invitee)

    await topUp(given.server.app, invitee, 5_000)
    await topUp(given.server.app, invitee, 500_000)
    await play(given.server, invitee, 5_000, 10)

    // The inviter got no referral reward, now or later.
    const referrals = data(
      await call<RewardPage>(
        given.server.app,
        'index/reward_list',
        { kind: 'referral' },
        { token: inviter.token },
      ),
    )
    expect(referrals.total).toBe(0)
    expect(await walletOf(inviter)).toBe(0)

    // The cash back (R$ 500) carries 5x wagering: ten top bets do not meet it, so nothing leaves.
    await setPayPassword(given.server, invitee.user.id)
    const wallet = await walletOf(invitee)
    const attempt = await moneyCall(
      given.server.app,
      'index/Withdraw_recharge',
      {
        type: 'withdraw',
        amount: Math.min(wallet, 500_000),
        accountId: account.id,
        payPassword: PAY_PASSWORD,
      },
      { token: invitee.token },
    )
    expect(attempt.code).toBe(Code.WageringNotMet)
    expect(await walletOf(invitee)).toBe(wallet)

    // The operator sees the pair for review, with what they share.
    const links = data(
      await call<LinkedAccountPage>(given.server.app, 'admin/linked_accounts', {}, { token: given.operator }),
    )
    const entry = links.list.find((link) => link.player.id === invitee.user.id)
    expect(entry?.inviter.id).toBe(inviter.user.id)
    expect(entry?.reasons).toEqual(expect.arrayContaining(['address', 'cpf', 'pix_key']))
  })

  test('an honest invitee earns the inviter the reward once their own deposit has been wagered', async () => {
    const inviter = await invitedPlayer(given.server.app)
    const invitee = await invitedPlayer(given.server.app, inviter)
    const referrals = async () =>
      data(
        await call<RewardPage>(
          given.server.app,
          'index/reward_list',
          { kind: 'referral' },
          { token: inviter.token },
        ),
      )
    await topUp(given.server.app, invitee, 10_000)
    expect((await referrals()).total).toBe(0)
    await play(given.server, invitee, 5_000, 1)
    expect((await referrals()).total).toBe(0)
    await play(given.server, invitee, 5_000, 1)
    expect((await referrals()).list.map((row) => row.amount)).toEqual([2_000])
  })

  test('the linked accounts list needs the rewards permission', async () => {
    const player = await invitedPlayer(given.server.app)
    const answer = await call(given.server.app, 'admin/linked_accounts', {}, { token: player.token })
    expect(answer.code).toBe(Code.Forbidden)
  })
})
