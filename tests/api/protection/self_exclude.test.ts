import { randomUUID } from 'node:crypto'
import { PAIR_GUARD } from '@server/services/accounts/loginThrottle'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { EventList, Popup } from '@src/contract/content'
import type { OrderData } from '@src/contract/money'
import type { PlayerProtection } from '@src/contract/protection'
import type { UserInfo } from '@src/contract/user'
import { describe, expect, test } from 'vitest'
import { launchGame, spinCall } from '../games/gameFixtures'
import { call, createPlayer, newIp, operatorToken, sharedServer } from '../helpers'
import { convertCall, pixOrder, pixTopUpCall, postWebhook, withdrawCall } from '../money/fixtures'
import { readyPlayer, selfExclude } from './fixtures'

const given = sharedServer()

describe('index/self_exclude', () => {
  test('refuses a wrong password and changes nothing', async () => {
    const { player } = await readyPlayer(given.server)
    const answer = await selfExclude(given.server.app, player, '7d', 'not my password')
    expect(answer).toMatchObject({ code: Code.ProtectionPasswordWrong, msg: 'The password is wrong.' })
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, {
      token: player.token,
    })
    expect(info.data.exclusion).toBeNull()
  })

  test('a stolen session guessing the password from a new address each time gets five tries, then waits', async () => {
    const player = await createPlayer(given.server.app)
    const confirm = (password: string) =>
      call(
        given.server.app,
        'index/self_exclude',
        { term: '7d', password },
        { token: player.token, ip: newIp() },
      )
    for (let attempt = 0; attempt < PAIR_GUARD.freeTries; attempt++)
      expect((await confirm(`guess ${attempt} guess`)).code).toBe(Code.ProtectionPasswordWrong)
    expect((await confirm(player.password)).code).toBe(Code.LoginThrottled)
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, {
      token: player.token,
    })
    expect(info.data.exclusion).toBeNull()
  })

  test('stops deposits, conversion, launches and spins on an open game, while a withdrawal goes through', async () => {
    const { player, gameToken, accountId } = await readyPlayer(given.server)
    const earlier = await pixOrder(given.server.app, player.token, 5_000)
    const excluded = await selfExclude(given.server.app, player, '7d')
    expect(excluded.code).toBe(Code.Ok)
    expect(excluded.data.exclusion).toMatchObject({ term: '7d', until: expect.any(String) })

    const topUp = await pixTopUpCall(given.server.app, player.token, 5_000)
    expect(topUp.code).toBe(Code.SelfExcluded)
    expect(topUp.msg).toMatch(
      /^Deposits and play are paused on your account until \d{4}-\d\d-\d\d \d\d:\d\d\. You can still withdraw/,
    )
    const toGame = await convertCall(
      given.server.app,
      { direction: 'toGame', amount: 1_000 },
      { token: player.token },
    )
    expect(toGame.code).toBe(Code.SelfExcluded)
    const launch = await launchGame(given.server.app, player, 'samba-night')
    expect(launch.code).toBe(Code.SelfExcluded)
    const spin = await spinCall(given.server.app, gameToken, {
      bet: 20,
      clientRoundId: 'excluded-spin-1',
    })
    expect(spin.code).toBe(Code.SelfExcluded)

    // The provider's payment for an order made before is held for refund, not credited.
    const paid = await postWebhook(given.server.app, {
      eventId: randomUUID(),
      txid: earlier.txid ?? '',
      amount: 5_000,
    })
    expect(paid.data.status).toBe('unpaid')
    // Nothing was credited; what automatic transfer had moved into the ended game is back in the wallet.
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({ wallet: 12_000, game: 0 })

    // The wallet can be withdrawn.
    const withdrawal = await withdrawCall<OrderData>(given.server.app, player.token, 3_000, accountId)
    expect(withdrawal.code).toBe(Code.Ok)
  })

  test('can only be extended, never shortened; permanent has no end', async () => {
    const { player } = await readyPlayer(given.server)
    await selfExclude(given.server.app, player, '30d')
    const shorter = await selfExclude(given.server.app, player, '24h')
    expect(shorter.code).toBe(Code.ExclusionOnlyExtends)
    const longer = await selfExclude(given.server.app, player, 'permanent')
    expect(longer.data.exclusion).toMatchObject({ term: 'permanent', until: null })
    const again = await selfExclude(given.server.app, player, '6m')
    expect(again.code).toBe(Code.ExclusionOnlyExtends)
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, {
      token: player.token,
    })
    expect(info.data.exclusion).toMatchObject({ term: 'permanent', until: null })
  })

  test('leaves nothing that invites play: no popup, events, banners, notices or promotions', async () => {
    const { player } = await readyPlayer(given.server)
    await selfExclude(given.server.app, player, '24h')
    const options = { token: player.token }
    expect((await call<Popup>(given.server.app, 'index/getPopupImg', undefined, options)).data).toBeNull()
    const get = async (path: string) =>
      (await given.server.app.inject({ method: 'GET', url: `/api/${path}`, headers: options })).json().data
    expect((await get('index/get_ac')) as EventList).toEqual([])
    expect((await call(given.server.app, 'index/getban', undefined, options)).data).toEqual([])
    expect((await call(given.server.app, 'index/get_msg', {}, options)).data).toMatchObject({
      list: [],
      total: 0,
    })
    const promotions = (await get('index/get_promotions')) as Record<string, { enabled?: boolean }>
    const switches = Object.entries(promotions).filter(([key]) => key !== 'timezone')
    expect(switches.every(([, promotion]) => promotion.enabled === false)).toBe(true)
  })
})

describe('admin/player_protection', () => {
  test('shows the exclusion and the protection history, records the look-up, and offers nothing to lift it', async () => {
    const { player } = await readyPlayer(given.server)
    await call(
      given.server.app,
      'index/set_limits',
      { limits: { depositDay: 20_000 } },
      { token: player.token },
    )
    await selfExclude(given.server.app, player, '7d')
    const operator = await operatorToken(given.server)
    const looked = await call<PlayerProtection>(
      given.server.app,
      'admin/player_protection',
      { query: player.phone },
      { token: operator },
    )
    expect(looked.code).toBe(Code.Ok)
    expect(looked.data.limits.exclusion?.term).toBe('7d')
    expect(looked.data.limits.limits.depositDay.value).toBe(20_000)
    const events = looked.data.history.map((entry) => entry.event)
    expect(events).toEqual(expect.arrayContaining(['limitsSet', 'selfExcluded', 'viewedByOperator']))
    expect(looked.data.history[0]).toMatchObject({
      event: 'viewedByOperator',
      actor: { phone: expect.any(String) },
    })
    const player2 = await call(
      given.server.app,
      'admin/player_protection',
      { query: player.phone },
      {
        token: player.token,
      },
    )
    expect(player2.code).toBe(Code.Forbidden)
    expect(
      (await call(given.server.app, 'admin/lift_exclusion', { userId: player.user.id }, { token: operator }))
        .code,
    ).toBe(Code.NotFound)
  })

  test('finds a player by the phone as an operator types it: national digits or (11) 98762-6404', async () => {
    const { player } = await readyPlayer(given.server)
    const operator = await operatorToken(given.server)
    const national = player.phone.replace(/^\+55/, '')
    const typed = `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`
    for (const query of [national, typed, player.phone]) {
      const looked = await call<PlayerProtection>(
        given.server.app,
        'admin/player_protection',
        { query },
        { token: operator },
      )
      expect(looked.data?.player.id).toBe(player.user.id)
    }
  })
})
