/**
 * The player's statement (index/statement, index/statement_export) over a sequence played on the real server:
 * a PIX top-up paid by the provider's notification (moved two days back in the ledger), a conversion to the
 * game balance, spins in an opened game, a bonus, a withdrawal and an operator's correction. Each day's totals
 * equal the ledger's entries, its opening plus its movements its closing, and the last closing the balances.
 */
import { restampingLedger } from '@server/db/ledgerHistory'
import { rewards, wageringRequirements } from '@server/db/schema/rewards'
import { rounds } from '@server/db/schema/rounds'
import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { openProviderSession } from '@server/providers/gateway'
import { debitCredit } from '@server/providers/gateway/wallet'
import { findSession } from '@server/services/accounts/sessions'
import { dayOf, shiftDays } from '@server/services/calendar'
import { getBalances } from '@server/services/ledger'
import { payReward } from '@server/services/rewards/pay'
import { Code } from '@src/contract/codes'
import type { SpinResult } from '@src/contract/game'
import type { OrderData } from '@src/contract/money'
import type { Statement, StatementDay } from '@src/contract/statement'
import { STATEMENT_KINDS } from '@src/contract/statement-values'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { correct } from '../corrections/fixtures'
import { openGame, spinCall } from '../games/gameFixtures'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { data, topUp } from '../rewards/fixtures'
import { addBankAccount, convertCall, setPayPassword, withdrawCall } from './fixtures'

const given = serverWithOperator()
let player: Player
let other: Player
let depositTx: number
let orderId: number

const TOP_UP = 20_000
const IN_GAME = 5_000
const BET = 200
const SPINS = 5
const BONUS = 1_500
const WITHDRAWAL = 3_000
const CORRECTION = 700
const PROVIDER_BET = 500
const PROVIDER_WIN = 300

const today = () => dayOf(new Date())

const statement = (token: string, body: unknown = {}, lang = 'en') =>
  call<Statement>(given.server.app, 'index/statement', body, { token, lang })

/** The ledger's own sums of the player's entries in a São Paulo day, by reason and sign. */
const ledgerDay = async (userId: number, day: string) => {
  const rows = await given.server.db
    .select({
      reason: ledgerTransactions.reason,
      reference: ledgerTransactions.reference,
      kind: accounts.kind,
      amount: ledgerEntries.amount,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(accounts.userId, userId))
  const of = rows.filter((row) => dayOf(row.at) === day && row.kind !== 'withdrawal_pending')
  const sum = (pick: (row: (typeof of)[number]) => boolean) =>
    of.filter(pick).reduce((total, row) => total + row.amount, 0)
  return {
    deposits: sum((row) => row.reason === 'deposit'),
    withdrawals: sum((row) => row.reason === 'withdrawal'),
    bets: sum((row) => row.reason === 'bet' && row.reference.startsWith('round:') && row.amount < 0),
    wins: sum((row) => row.reason === 'bet' && row.reference.startsWith('round:') && row.amount > 0),
    bonuses: sum((row) => row.reason === 'reward'),
    corrections: sum((row) => row.reason === 'correction'),
    provider: sum((row) => row.reference.startsWith('gp:')),
    all: sum(() => true),
  }
}

/** The first top-up's bonus the promotion paid (the seed's first-deposit promotion). */
const firstDepositBonus = async () => {
  const [paid] = await given.server.db
    .select({ amount: rewards.amount })
    .from(rewards)
    .where(and(eq(rewards.userId, player.user.id), eq(rewards.kind, 'first_deposit')))
  return paid?.amount ?? 0
}

const movementsOf = (day: StatementDay) => STATEMENT_KINDS.reduce((sum, kind) => sum + day.totals[kind], 0)

beforeAll(async () => {
  const { app, db } = given.server
  player = await createPlayer(app)
  other = await createPlayer(app)
  const userId = player.user.id

  const order = await topUp(app, player, TOP_UP)
  orderId = order
  // The top-up happened two days ago: the statement has two days, the first closing where the second opens.
  const [deposit] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.reason, 'deposit'), eq(ledgerTransactions.reference, `order:${order}`)))
  if (!deposit) throw new Error('the top-up moved no money')
  depositTx = deposit.id
  await restampingLedger(db, (tx) =>
    tx
      .update(ledgerTransactions)
      .set({ createdAt: sql`${ledgerTransactions.createdAt} - interval '2 days'` })
      .where(eq(ledgerTransactions.id, depositTx)),
  )

  data(await convertCall(app, { direction: 'toGame', amount: IN_GAME }, { token: player.token }))
  const gameToken = await openGame(app, player, 'fruta-tropical')
  for (let round = 0; round < SPINS; round++)
    data(
      await spinCall<SpinResult>(app, gameToken, { bet: BET, clientRoundId: `statement-${userId}-${round}` }),
    )
  // Leaving the game brings the game balance home (automatic transfer): the player's own money, no movement.
  data(await call(app, 'index/out_game', {}, { token: player.token }))

  // A provider's round through the wallet gateway, in a provider game session opened from the login.
  data(await convertCall(app, { direction: 'toGame', amount: PROVIDER_BET }, { token: player.token }))
  const login = await findSession(db, player.token)
  const providerToken = await openProviderSession(db, {
    provider: 'sim',
    userId,
    loginSessionId: login?.sessionId ?? null,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  })
  const round = {
    provider: 'sim',
    userId,
    round: `statement-${userId}`,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  }
  await debitCredit(
    db,
    { ...round, transactionId: `statement-${userId}-bet`, amount: PROVIDER_BET, token: providerToken },
    { ...round, transactionId: `statement-${userId}-win`, amount: PROVIDER_WIN, creditKind: 'win' },
  )
  data(await convertCall(app, { direction: 'toWallet', all: true }, { token: player.token }))

  await payReward(db, {
    userId,
    kind: 'recharge_cashback',
    amount: BONUS,
    key: `statement:${userId}`,
    wageringMultiple: 0,
  })

  // The first top-up's bonus asked for a turnover these few spins do not reach: as if the rest was bet.
  await db
    .update(wageringRequirements)
    .set({ clearedAt: new Date() })
    .where(eq(wageringRequirements.userId, userId))
  await setPayPassword(given.server, userId)
  const accountId = await addBankAccount(app, player)
  data(await withdrawCall<OrderData>(app, player.token, WITHDRAWAL, accountId))

  data(await correct(app, given.operator, { userId, amount: CORRECTION, reason: 'goodwill' }))

  // The other player's money moves the same day: none of it may show in the first player's statement.
  await topUp(app, other, 9_900)
})

describe("the player's statement", () => {
  test('each day equals the ledger, and opens where the day before closed', async () => {
    const answer = data(await statement(player.token))
    expect(answer.to).toBe(today())
    expect(answer.from).toBe(shiftDays(today(), -29))
    const [now, before] = answer.days
    expect(answer.days).toHaveLength(2)
    if (!now || !before) throw new Error('two days expected')
    expect(before.day).toBe(shiftDays(today(), -2))
    expect(now.day).toBe(today())

    for (const day of answer.days) {
      const ledger = await ledgerDay(player.user.id, day.day)
      const { all, ...byKind } = ledger
      expect(day.totals).toEqual(byKind)
      expect(day.closing - day.opening).toBe(all)
      expect(day.opening + movementsOf(day)).toBe(day.closing)
    }

    expect(before).toMatchObject({ opening: 0, closing: TOP_UP })
    expect(before.totals.deposits).toBe(TOP_UP)
    expect(before.movements).toEqual([
      expect.objectContaining({ id: depositTx, kind: 'deposits', amount: TOP_UP }),
    ])
    expect(now.opening).toBe(TOP_UP)

    const balances = await getBalances(given.server.db, player.user.id)
    expect(now.closing).toBe(balances.wallet + balances.game + balances.bonus - (balances.debt ?? 0))
    expect(answer).toMatchObject({ opening: 0, closing: now.closing })
    expect(answer.closing - answer.opening).toBe(
      STATEMENT_KINDS.reduce((sum, kind) => sum + answer.totals[kind], 0),
    )

    // The rounds' own stakes and prizes agree with the ledger's.
    const played = await given.server.db
      .select({ bet: rounds.bet, win: rounds.win })
      .from(rounds)
      .where(eq(rounds.userId, player.user.id))
    expect(played).toHaveLength(SPINS)
    expect(now.totals.bets).toBe(-SPINS * BET)
    expect(now.totals.wins).toBe(played.reduce((sum, round) => sum + round.win, 0))
    expect(now.totals).toMatchObject({
      bonuses: BONUS + (await firstDepositBonus()),
      withdrawals: -WITHDRAWAL,
      corrections: CORRECTION,
    })
  })

  test("the spins form their game session, the provider's round its own, the other movements stand alone", async () => {
    const [now] = data(await statement(player.token, {}, 'pt')).days
    expect(now?.sessions).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^provider:\d+$/),
        game: 'sim_fortune',
        rounds: 1,
        totals: expect.objectContaining({ provider: PROVIDER_WIN - PROVIDER_BET, bets: 0, wins: 0 }),
        net: PROVIDER_WIN - PROVIDER_BET,
      }),
      expect.objectContaining({
        id: expect.stringMatching(/^game:\d+$/),
        game: 'Fruta Tropical',
        rounds: SPINS,
        totals: expect.objectContaining({ bets: -SPINS * BET, deposits: 0, provider: 0 }),
      }),
    ])
    const session = now?.sessions[1]
    expect(session?.net).toBe((session?.totals.bets ?? 0) + (session?.totals.wins ?? 0))
    expect(now?.totals.provider).toBe(PROVIDER_WIN - PROVIDER_BET)
    expect(now?.movements.map((movement) => [movement.kind, movement.amount])).toEqual(
      expect.arrayContaining([
        ['bonuses', BONUS],
        ['bonuses', await firstDepositBonus()],
        ['withdrawals', -WITHDRAWAL],
        ['corrections', CORRECTION],
      ]),
    )
    // The conversions to and from the game balance moved the player's own money: no movement of the statement.
    expect(now?.movements).toHaveLength(4)
  })

  test("another player's money never shows", async () => {
    const mine = data(await statement(player.token))
    const theirs = data(await statement(other.token))
    expect(theirs.days).toHaveLength(1)
    expect(theirs.totals).toMatchObject({ deposits: 9_900, bets: 0, withdrawals: 0, corrections: 0 })
    const theirIds = theirs.days.flatMap((day) => day.movements.map((movement) => movement.id))
    const myIds = mine.days.flatMap((day) => day.movements.map((movement) => movement.id))
    expect(myIds.filter((id) => theirIds.includes(id))).toEqual([])
    expect(mine.totals.deposits).toBe(TOP_UP)
    // The body names no player: an unknown field is refused, not read.
    expect((await statement(player.token, { userId: other.user.id })).code).toBe(Code.BadRequest)
  })

  test('a range picks its days, and a day before the first movement opens at nothing', async () => {
    const twoDaysAgo = shiftDays(today(), -2)
    const only = data(await statement(player.token, { from: twoDaysAgo, to: twoDaysAgo }))
    expect(only.days.map((day) => day.day)).toEqual([twoDaysAgo])
    expect(only).toMatchObject({ opening: 0, closing: TOP_UP })
    const since = data(await statement(player.token, { from: shiftDays(today(), -1) }))
    expect(since.opening).toBe(TOP_UP)
    expect(since.days.map((day) => day.day)).toEqual([today()])
    const empty = data(
      await statement(player.token, { from: shiftDays(today(), -60), to: shiftDays(today(), -31) }),
    )
    expect(empty).toMatchObject({ days: [], opening: 0, closing: 0 })
  })

  test.each([
    ['the end before the start', { from: '2025-03-10', to: '2025-03-01' }],
    ['more than 90 days', { from: shiftDays(dayOf(new Date()), -90) }],
    ['a day that does not exist', { from: '2025-02-30', to: '2025-03-01' }],
    ['not a day', { to: '10/03/2025' }],
    ['an end after today', { to: shiftDays(dayOf(new Date()), 1) }],
  ])('%s is refused with a translated message', async (_, body) => {
    expect(await statement(player.token, body, 'pt')).toEqual({
      code: Code.StatementRangeInvalid,
      data: null,
      msg: 'Escolha um dia inicial e um final, o final não antes do inicial e no máximo hoje, com até 90 dias de intervalo.',
    })
    expect((await statement(player.token, body, 'en')).msg).toBe(
      'Choose a start and an end day, the end not before the start and no later than today, at most 90 days apart.',
    )
    const csv = await given.server.app.inject({
      method: 'POST',
      url: '/api/index/statement_export',
      headers: { token: player.token, vuelang: 'pt' },
      payload: body,
    })
    expect(csv.json()).toMatchObject({ code: Code.StatementRangeInvalid })
  })

  test('90 days are answered', async () => {
    expect((await statement(player.token, { from: shiftDays(today(), -89) })).code).toBe(1)
  })

  test('only a player session may read one', async () => {
    expect((await statement('')).code).toBe(Code.SessionExpired)
    expect((await statement(given.operator)).code).toBe(Code.OperatorNotPlayer)
  })
})

describe('the statement as CSV', () => {
  test('the same rows, amounts in reais with a dot, the header in the player language', async () => {
    const answer = data(await statement(player.token))
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/index/statement_export',
      headers: { token: player.token, vuelang: 'pt' },
      payload: {},
    })
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${answer.from}-${answer.to}.csv"`,
    )
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Data,Linha,Início,Fim,Rodadas,Referência,Saldo inicial,Depósitos,Saques,Apostas,Ganhos,Bônus,Correções,Jogos de provedores,Saldo final',
    )
    const [now, before] = answer.days
    const reais = (centavos: number) => (centavos / 100).toFixed(2)
    expect(lines).toContain(
      `${before?.day},Dia,,,,,0.00,${reais(TOP_UP)},0.00,0.00,0.00,0.00,0.00,0.00,${reais(TOP_UP)}`,
    )
    expect(lines.find((line) => line.startsWith(`${now?.day},Dia,`))).toBe(
      [
        now?.day,
        'Dia',
        '',
        '',
        '',
        '',
        reais(now?.opening ?? 0),
        ...STATEMENT_KINDS.map((kind) => reais(now?.totals[kind] ?? 0)),
        reais(now?.closing ?? 0),
      ].join(','),
    )
    expect(lines.filter((line) => line.includes(`,${SPINS},`))).toHaveLength(1)
    expect(lines.some((line) => line.includes(`Saques,`) && line.includes(`-${reais(WITHDRAWAL)}`))).toBe(
      true,
    )
    // The header, then each day and its sessions and movements: 2 days, 2 sessions, 5 movements.
    expect(lines).toHaveLength(1 + 2 + 2 + 5)
  })

  test("another player's CSV holds none of this player's rows", async () => {
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/index/statement_export',
      headers: { token: other.token, vuelang: 'en' },
      payload: {},
    })
    const body = response.body
    expect(body).not.toContain(`order:${orderId}`)
    expect(body).not.toContain('Fruta')
    // The header, their day, their top-up and its first-deposit bonus.
    expect(body.trimEnd().split('\r\n')).toHaveLength(4)
  })
})
