import { transfer } from '@server/services/ledger'
import type { PlayerNoticePage } from '@src/contract/content'
import { formatBRL } from '@src/money/format'
import { beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { correct, decide, secondOperator } from './fixtures'

const given = serverWithOperator()
let checker: { token: string }

beforeAll(async () => {
  checker = await secondOperator(given.server.db)
})

/** A player with `wallet` centavos in the wallet, logged in. */
const player = async (wallet = 0): Promise<Player> => {
  const made = await createPlayer(given.server.app)
  if (wallet > 0)
    await transfer(given.server.db, {
      key: `fund:${made.user.id}`,
      reason: 'adjustment',
      reference: 'test',
      from: { system: 'deposits' },
      to: { userId: made.user.id, kind: 'wallet' },
      amount: wallet,
    })
  return made
}

/** The player's notifications of corrections, as the portal's list reads them in `lang`. */
const correctionNotices = async (who: Player, lang = 'pt') => {
  const page = await call<PlayerNoticePage>(
    given.server.app,
    'index/get_my_msg',
    {},
    { token: who.token, lang },
  )
  return page.data.list.filter((notice) => notice.kind === 'correctionApplied')
}

describe('the player is told of a correction once it applies', () => {
  test('one applied at once: a credit with its sign, amount, balance and reason, in the player’s language', async () => {
    const who = await player()
    const made = await correct(given.server.app, given.operator, { userId: who.user.id, amount: 2_550 })
    expect(made.data.status).toBe('applied')
    const [notice] = await correctionNotices(who)
    expect(notice).toMatchObject({
      title: 'Crédito no seu saldo',
      body: `Creditamos +${formatBRL(2_550)} no seu saldo (Carteira): Crédito de cortesia.`,
      params: { amount: 2_550, direction: 'credit', account: 'wallet', correctionReason: 'goodwill' },
    })
    const [english] = await correctionNotices(who, 'en')
    expect(english?.body).toBe(`We credited +${formatBRL(2_550)} to your balance (Wallet): Goodwill credit.`)
  })

  test('one waiting for a second operator: nothing until approved, then the debit with its minus sign; a rejected one, nothing', async () => {
    const who = await player(300_000)
    const made = await correct(given.server.app, given.operator, {
      userId: who.user.id,
      direction: 'debit',
      amount: 150_000,
      reason: 'chargeback',
    })
    expect(made.data.status).toBe('pending')
    expect(await correctionNotices(who)).toEqual([])
    expect((await decide(given.server.app, checker.token, 'approve', made.data.id)).data.status).toBe(
      'applied',
    )
    const notices = await correctionNotices(who)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.body).toBe(
      `Debitamos −${formatBRL(150_000)} do seu saldo (Carteira): Estorno (chargeback).`,
    )

    const refused = await correct(given.server.app, given.operator, { userId: who.user.id, amount: 150_000 })
    await decide(given.server.app, checker.token, 'reject', refused.data.id)
    expect(await correctionNotices(who)).toHaveLength(1)
  })
})
