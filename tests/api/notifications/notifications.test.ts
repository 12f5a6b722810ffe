import { randomUUID } from 'node:crypto'
import { playerNotices } from '@server/db/schema/notifications'
import { credit, debit } from '@server/providers/gateway'
import { setIdentityState } from '@server/services/identity'
import { transfer } from '@server/services/ledger'
import { settlePixPayment } from '@server/services/money/pixWebhook'
import { notifyPlayer } from '@server/services/notifications'
import { sendOperatorMessage } from '@server/services/notifications/send'
import { Code } from '@src/contract/codes'
import type { NoticePage, UnreadCounts } from '@src/contract/content'
import type { AdminOrder } from '@src/contract/money'
import type { NoticeSettings } from '@src/contract/notifications'
import type { Balances } from '@src/contract/wallet'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import {
  addBankAccount,
  channelId,
  fund,
  moneyCall,
  pendingWithdrawal,
  pixOrder,
  setPayPassword,
  withdrawCall,
} from '../money/fixtures'
import { payRebate, selfExclude, setLimits } from '../protection/fixtures'
import { seat } from '../providers/seat'
import { listening, noticesOf, openStream, ticketOf, unreadOf } from './fixtures'

const given = serverWithOperator()

const mine = async (player: Player, lang = 'pt') => (await noticesOf(given.server.app, player, 50, lang)).data
const kinds = async (player: Player) => (await mine(player)).list.map((notice) => notice.kind).sort()
const unread = (player: Player) => unreadOf(given.server.app, player)
const settings = (player: Player, body: object = {}) =>
  call<NoticeSettings>(given.server.app, 'notice/settings', body, { token: player.token })

/** A PIX top-up of `amount` paid by the provider. */
const deposit = async (player: Player, amount: number) => {
  const order = await pixOrder(given.server.app, player.token, amount)
  await settlePixPayment(given.server.db, { eventId: randomUUID(), txid: order.txid ?? '', amount })
  return order
}

const WORDS = {
  title: { zh: '周末活动', pt: 'Fim de semana', en: 'Weekend' },
  body: { zh: '周末快乐', pt: 'Bom fim de semana', en: 'Have a good weekend' },
}

// A marketing message to one player, decided as each notice of a marketing broadcast is.
const marketingNotice = (userId: number, message: typeof WORDS) =>
  given.server.db.transaction((tx) => notifyPlayer(tx, userId, 'marketing', {}, message))

describe('the notification centre', () => {
  test('a paid deposit, a paid and a refused withdrawal, a bonus and an identity decision each tell the player', async () => {
    const player = await createPlayer(given.server.app)
    const order = await deposit(player, 5_000)
    await payRebate(given.server, player.user.id)
    await setIdentityState(given.server.db, player.user.id, 'verified', { provider: 'test' })
    // A pending state is no decision: nothing said.
    await setIdentityState(given.server.db, player.user.id, 'pending', { provider: 'test' })
    expect(await kinds(player)).toEqual(['bonusCredited', 'depositPaid', 'identityDecision'])
    const page = await mine(player)
    const paid = page.list.find((notice) => notice.kind === 'depositPaid')
    expect(paid).toMatchObject({ title: 'Depósito recebido', read: false, params: { orderId: order.id } })
    expect(paid?.body).toContain('R$\u00a050,00')
    expect(page.list.find((notice) => notice.kind === 'identityDecision')?.title).toBe(
      'Identidade verificada',
    )

    const review = (body: object) =>
      moneyCall<AdminOrder>(given.server.app, 'admin/review', body, { token: given.operator })
    const paidOut = await pendingWithdrawal(given.server, 2_000)
    await review({ id: paidOut.order.id, action: 'approve' })
    const refused = await pendingWithdrawal(given.server, 2_000)
    await review({ id: refused.order.id, action: 'reject', reason: 'Chave PIX de outra pessoa.' })
    expect(await kinds(paidOut.player)).toContain('withdrawalPaid')
    expect(await kinds(refused.player)).toContain('withdrawalRefused')
  })

  test('a deposit limit almost used tells "almost", used up tells "reached", once a day however often refused', async () => {
    const player = await createPlayer(given.server.app)
    expect((await setLimits(given.server.app, player.token, { limits: { depositDay: 20_000 } })).code).toBe(
      Code.Ok,
    )
    // The first top-up's bonus tells too: only the limits and deposits are looked at here.
    const told = async () => (await kinds(player)).filter((kind) => kind !== 'bonusCredited')
    await deposit(player, 17_000)
    expect(await told()).toEqual(['depositPaid', 'limitNear'])
    await deposit(player, 3_000)
    expect(await told()).toEqual(['depositPaid', 'depositPaid', 'limitNear', 'limitReached'])
    const limitText = (await mine(player, 'en')).list.find((notice) => notice.kind === 'limitReached')
    expect(limitText?.body).toContain('daily deposit limit')
    for (const attempt of [1, 2]) {
      const refused = await moneyCall(
        given.server.app,
        'index/Withdraw_recharge',
        { type: 'recharge', amount: 2_000 + attempt, channelId: await channelId(given.server.app, 'pix') },
        { token: player.token },
      )
      expect(refused.code).not.toBe(Code.Ok)
    }
    expect((await kinds(player)).filter((kind) => kind === 'limitReached')).toHaveLength(1)
  })

  test('operator messages can be muted; money and protection ones cannot', async () => {
    const player = await createPlayer(given.server.app)
    expect((await settings(player)).data).toMatchObject({
      muted: [],
      mutable: ['raceResult', 'operatorMessage'],
      marketing: false,
      marketingConsentAt: null,
    })
    expect(await sendOperatorMessage(given.server.db, player.user.id, WORDS)).not.toBeNull()
    expect((await settings(player, { muted: ['operatorMessage'] })).data.muted).toEqual(['operatorMessage'])
    expect(await sendOperatorMessage(given.server.db, player.user.id, WORDS)).toBeNull()
    expect((await settings(player, { muted: ['withdrawalPaid'] })).code).toBe(Code.BadRequest)
    expect((await settings(player, { muted: ['limitReached'] })).code).toBe(Code.BadRequest)
    // The one that went out reads in the reader's language, the operator's own words.
    const [message] = (await mine(player, 'en')).list
    expect(message).toMatchObject({ kind: 'operatorMessage', title: 'Weekend', body: 'Have a good weekend' })
    expect((await mine(player, 'sw')).list[0]?.title).toBe('周末活动')
  })

  test('marketing goes only to a player who opted in, and to none in a cool-off or self-exclusion', async () => {
    const player = await createPlayer(given.server.app)
    expect(await marketingNotice(player.user.id, WORDS)).toBeNull()
    const before = Date.now()
    const consent = (await settings(player, { marketing: true })).data
    expect(consent.marketing).toBe(true)
    expect(Date.parse(consent.marketingConsentAt ?? '')).toBeGreaterThanOrEqual(before - 1_000)
    // Saying yes again keeps the first time.
    expect((await settings(player, { marketing: true })).data.marketingConsentAt).toBe(
      consent.marketingConsentAt,
    )
    expect(await marketingNotice(player.user.id, WORDS)).not.toBeNull()
    expect((await selfExclude(given.server.app, player, '24h')).code).toBe(Code.Ok)
    expect(await marketingNotice(player.user.id, WORDS)).toBeNull()
    expect((await kinds(player)).filter((kind) => kind === 'marketing')).toHaveLength(1)

    const other = await createPlayer(given.server.app)
    await settings(other, { marketing: true })
    expect((await settings(other, { marketing: false })).data).toMatchObject({
      marketing: false,
      marketingConsentAt: null,
    })
    expect(await marketingNotice(other.user.id, WORDS)).toBeNull()
  })

  test('read state is kept on the server: one read, then all read', async () => {
    const player = await createPlayer(given.server.app)
    for (let index = 0; index < 3; index += 1)
      await sendOperatorMessage(given.server.db, player.user.id, WORDS)
    expect(await unread(player)).toEqual({ notices: 3 })
    const [first] = (await mine(player)).list
    const read = await call<UnreadCounts>(
      given.server.app,
      'index/read_my_msg',
      { ids: [first?.id] },
      { token: player.token },
    )
    expect(read.data).toEqual({ notices: 2 })
    expect((await mine(player)).list.map((notice) => notice.read)).toEqual([true, false, false])
    const all = await call<UnreadCounts>(given.server.app, 'notice/read_all', {}, { token: player.token })
    expect(all.data).toEqual({ notices: 0 })
    expect((await mine(player)).unread).toBe(0)
    expect((await call(given.server.app, 'notice/read_all', {})).code).toBe(Code.SessionExpired)
  })

  test("the spec's notices call answers as before, and own notices keep their page's shape", async () => {
    const notices = await call<NoticePage>(given.server.app, 'index/get_msg', { page: 1, limit: 5 })
    expect(notices.code).toBe(Code.Ok)
    expect(Object.keys(notices.data).sort()).toEqual(['limit', 'list', 'page', 'total'])
    const player = await createPlayer(given.server.app)
    await sendOperatorMessage(given.server.db, player.user.id, WORDS)
    const page = await mine(player)
    expect(Object.keys(page).sort()).toEqual(['limit', 'list', 'page', 'total', 'unread'])
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual([
      'body',
      'createdAt',
      'id',
      'kind',
      'params',
      'read',
      'title',
    ])
  })
})

describe('the live channel', () => {
  let base = ''
  beforeAll(async () => {
    base = await listening(given.server.app)
  })
  afterAll(() => undefined)

  test('a ticket opens the stream once; a notification made meanwhile arrives with the unread count', async () => {
    const player = await createPlayer(given.server.app)
    const ticket = await ticketOf(given.server.app, player)
    const stream = await openStream(base, ticket, 'en')
    expect(stream.contentType).toMatch(/^text\/event-stream/)
    expect((await stream.next('sync')).data).toEqual({ unread: 0 })
    await sendOperatorMessage(given.server.db, player.user.id, WORDS)
    const event = await stream.notice()
    expect(event).toMatchObject({ unread: 1, notice: { kind: 'operatorMessage', title: 'Weekend' } })
    // Someone else's notification never reaches this stream.
    const other = await createPlayer(given.server.app)
    await sendOperatorMessage(given.server.db, other.user.id, WORDS)
    await sendOperatorMessage(given.server.db, player.user.id, WORDS)
    expect((await stream.notice()).unread).toBe(2)
    expect(stream.events.filter((seen) => seen.event === 'notice')).toHaveLength(2)
    stream.close()

    const again = await openStream(base, ticket)
    expect(again.contentType).toMatch(/^application\/json/)
    expect(((await again.response.json()) as { code: number }).code).toBe(Code.NoticeTicketInvalid)
    expect((await call(given.server.app, 'notice/ticket', {})).code).toBe(Code.SessionExpired)
  })

  test('a ticket of a login that ended opens nothing', async () => {
    const player = await createPlayer(given.server.app)
    const ticket = await ticketOf(given.server.app, player)
    await call(given.server.app, 'logout', {}, { token: player.token })
    const stream = await openStream(base, ticket)
    expect(((await stream.response.json()) as { code: number }).code).toBe(Code.NoticeTicketInvalid)
  })

  test("every movement of the player's money pushes their balances: a paid PIX, a rebate and its forfeit, a withdrawal, a provider's bet and win", async () => {
    const player = await createPlayer(given.server.app)
    const stream = await openStream(base, await ticketOf(given.server.app, player))
    await stream.next('sync')
    /** The balances the stream pushes next, once they are these. */
    const pushed = async (expected: Partial<Balances>) => {
      for (;;) {
        const { data } = await stream.next('balance')
        if (
          Object.entries(expected).every(
            ([key, value]) => (data as Balances)[key as keyof Balances] === value,
          )
        )
          return
      }
    }

    await deposit(player, 5_000)
    await pushed({ wallet: 5_000 })
    // A rebate lands in the wallet with wagering to do; the exclusion takes the unwagered part back.
    await payRebate(given.server, player.user.id)
    await pushed({ wallet: 6_000 })
    expect((await selfExclude(given.server.app, player, '6m')).code).toBe(Code.Ok)
    await pushed({ wallet: 5_000 })
    await setPayPassword(given.server, player.user.id)
    const accountId = await addBankAccount(given.server.app, player)
    expect((await withdrawCall(given.server.app, player.token, 2_000, accountId)).code).toBe(Code.Ok)
    await pushed({ wallet: 3_000, withdrawalPending: 2_000 })
    // A rolled-back movement and someone else's money push nothing.
    await given.server.db
      .transaction(async (tx) => {
        await transfer(tx, {
          key: `test:rolled-back:${randomUUID()}`,
          reason: 'adjustment',
          reference: 'test',
          from: { system: 'deposits' },
          to: { userId: player.user.id, kind: 'wallet' },
          amount: 77,
        })
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await deposit(await createPlayer(given.server.app), 4_000)
    await fund(given.server, player.user.id, 1)
    await pushed({ wallet: 3_001 })
    stream.close()
    const wallets = stream.events
      .filter((event) => event.event === 'balance')
      .map((event) => (event.data as Balances).wallet)
    expect(wallets.slice(wallets.indexOf(3_000))).toEqual([3_000, 3_001])

    // A provider's round, as its wallet callbacks play it while the player spins.
    const spinner = await seat(given.server, 10, 'sim')
    const live = await openStream(base, await ticketOf(given.server.app, { token: spinner.login } as Player))
    await live.next('sync')
    const round = {
      provider: 'sim',
      userId: spinner.userId,
      round: 'r1',
      gameCode: 'sim_fortune',
      currency: 'BRL',
    }
    await debit(given.server.db, { ...round, transactionId: 'push-bet', amount: 300, token: spinner.token })
    expect((await live.next('balance')).data).toMatchObject({ game: 700 })
    await credit(given.server.db, { ...round, transactionId: 'push-win', amount: 1_200, creditKind: 'win' })
    expect((await live.next('balance')).data).toMatchObject({ game: 1_900 })
    live.close()
  })

  test('a rolled-back event sends nothing', async () => {
    const player = await createPlayer(given.server.app)
    const stream = await openStream(base, await ticketOf(given.server.app, player))
    await stream.next('sync')
    await given.server.db
      .transaction(async (tx) => {
        const { notifyPlayer } = await import('@server/services/notifications')
        await notifyPlayer(tx, player.user.id, 'operatorMessage', {}, WORDS)
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await sendOperatorMessage(given.server.db, player.user.id, WORDS)
    const event = await stream.notice()
    expect(event.unread).toBe(1)
    const rows = await given.server.db
      .select()
      .from(playerNotices)
      .where(eq(playerNotices.userId, player.user.id))
    expect(rows).toHaveLength(1)
    expect(event.notice.id).toBe(rows[0]?.id)
    stream.close()
  })
})
