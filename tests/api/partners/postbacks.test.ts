import { partnerDeliveries, partnerEvents } from '@server/db/schema/partners'
import { enqueuePartnerEvent } from '@server/services/partners'
import { reais, renderPostback, unknownPlaceholder } from '@server/services/partners/postbacks'
import { sendPostbacks } from '@server/services/partners/sender'
import { startPartnerTracker } from '@simulator/partnerTracker'
import { Code } from '@src/contract/codes'
import type { PostbackDeliveryPage, PostbackSettings } from '@src/contract/partners'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { call, createPlayer, newIp, operatorToken, sharedServer } from '../helpers'
import { pixOrder, postWebhook } from '../money/fixtures'
import { click, newPartner, setTemplates } from './partnerFixtures'

const given = sharedServer()
const CONFIG = { timeoutMs: 500, retryMs: 60_000, pollMs: 1_000 }
const trackers: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const tracker of trackers) await tracker.close()
})

const TEMPLATE =
  '/pb?e={event}&click={click_id}&s1={sub1}&s2={sub2}&s3={sub3}&s4={sub4}&s5={sub5}&amount={amount}&id={event_id}'

/** A partner with a tracker of its own behind every event's template, and a player it brought. */
const partnerWithPlayer = async (script: ('fail' | 'timeout' | 'ok')[] = []) => {
  const partner = await newPartner(given.server)
  const tracker = await startPartnerTracker({ secret: partner.secret, script })
  trackers.push(tracker)
  await setTemplates(given.server, partner.id, {
    registration: `${tracker.url}${TEMPLATE}`,
    first_deposit: `${tracker.url}${TEMPLATE}`,
    deposit: `${tracker.url}${TEMPLATE}`,
    qualification: `${tracker.url}${TEMPLATE}`,
    withdrawal: `${tracker.url}${TEMPLATE}`,
  })
  const { data } = await click(
    given.server,
    { partner: partner.id, sub1: 'camp a', sub3: 'x&y' },
    { ip: newIp() },
  )
  const player = await createPlayer(given.server.app, { fields: { click: data.click } })
  return { partner, tracker, player, click: data.click }
}

const eventsOf = (userId: number) =>
  given.server.db
    .select()
    .from(partnerEvents)
    .where(eq(partnerEvents.userId, userId))
    .orderBy(asc(partnerEvents.id))

/** Makes every waiting retry due now, as the clock would. */
const retryNow = () => given.server.db.update(partnerEvents).set({ nextAttemptAt: sql`now()` })

describe('postback templates', () => {
  test('placeholders are replaced, URL-encoded; amounts are reais with two decimals', () => {
    expect(reais(1234)).toBe('12.34')
    expect(reais(5)).toBe('0.05')
    expect(reais(100_000)).toBe('1000.00')
    const url = renderPostback('https://t.example/p?c={click_id}&a={amount}&s={sub1}&x={sub2}', {
      click_id: 'cABC',
      sub1: 'a b&c',
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: null,
      amount: '12.34',
      event_id: 'e1',
      event: 'deposit',
    })
    expect(url).toBe('https://t.example/p?c=cABC&a=12.34&s=a%20b%26c&x=')
  })

  test('no placeholder can name anything personal: only the listed ones exist', () => {
    expect(unknownPlaceholder('https://t.example/?c={click_id}&e={event}')).toBeNull()
    expect(unknownPlaceholder('https://t.example/?p={phone}')).toBe('phone')
    expect(unknownPlaceholder('https://t.example/?c={cpf}')).toBe('cpf')
  })

  test('a partner saves a template, reads it back with its secret; a bad one is refused and changes nothing', async () => {
    const partner = await newPartner(given.server)
    const token = partner.account.token
    const saved = await call<PostbackSettings>(
      given.server.app,
      'partner/postback_save',
      { event: 'first_deposit', url: 'https://track.example/ftd?c={click_id}&a={amount}' },
      { token },
    )
    expect(saved.code).toBe(Code.Ok)
    expect(saved.data).toEqual({
      partnerId: partner.id,
      secret: partner.secret,
      templates: [{ event: 'first_deposit', url: 'https://track.example/ftd?c={click_id}&a={amount}' }],
    })
    const personal = await call(
      given.server.app,
      'partner/postback_save',
      { event: 'registration', url: 'https://track.example/r?p={phone}' },
      { token },
    )
    expect(personal).toMatchObject({ code: Code.PostbackTemplateInvalid, data: { placeholder: 'phone' } })
    const notHttp = await call(
      given.server.app,
      'partner/postback_save',
      { event: 'registration', url: 'ftp://x/{event}' },
      { token },
    )
    expect(notHttp.code).toBe(Code.PostbackTemplateInvalid)
    const read = await call<PostbackSettings>(given.server.app, 'partner/postbacks', {}, { token })
    expect(read.data.templates).toHaveLength(1)

    const player = await createPlayer(given.server.app)
    expect((await call(given.server.app, 'partner/postbacks', {}, { token: player.token })).code).toBe(
      Code.NotAPartner,
    )
  })
})

describe('postbacks from the outbox', () => {
  test('registration, first deposit and deposit are sent signed, with the click and sub-ids, once each and in order', async () => {
    const { partner, tracker, player, click: clickId } = await partnerWithPlayer()
    const order = await pixOrder(given.server.app, player.token, 2345)
    expect(
      (
        await postWebhook(given.server.app, {
          eventId: `ev-${order.id}`,
          txid: order.txid ?? '',
          amount: order.amount,
        })
      ).code,
    ).toBe(Code.Ok)
    // The webhook told again: no second deposit event.
    await postWebhook(given.server.app, {
      eventId: `ev-${order.id}-again`,
      txid: order.txid ?? '',
      amount: order.amount,
    })
    expect((await eventsOf(player.user.id)).map((event) => event.event)).toEqual([
      'registration',
      'first_deposit',
      'deposit',
    ])

    await sendPostbacks(given.server.db, CONFIG)
    expect(tracker.requests.every((request) => request.signatureValid)).toBe(true)
    expect(tracker.accepted.map((request) => request.query.e)).toEqual([
      'registration',
      'first_deposit',
      'deposit',
    ])
    const events = await eventsOf(player.user.id)
    expect(tracker.accepted.map((request) => request.query.id)).toEqual(events.map((event) => event.eventId))
    expect(tracker.accepted.map((request) => request.query.amount)).toEqual([
      '',
      reais(order.amount),
      reais(order.amount),
    ])
    for (const request of tracker.accepted)
      expect(request.query).toMatchObject({ click: clickId, s1: 'camp a', s2: '', s3: 'x&y' })
    expect(events.every((event) => event.state === 'delivered')).toBe(true)

    // Nothing more to send: a second run sends nothing.
    expect(await sendPostbacks(given.server.db, CONFIG)).toBe(0)
    expect(tracker.requests).toHaveLength(3)

    // The log, for the partner and for the operator.
    const own = await call<PostbackDeliveryPage>(
      given.server.app,
      'partner/deliveries',
      {},
      { token: partner.account.token },
    )
    expect(own.data.list.map((row) => [row.event, row.status])).toEqual([
      ['deposit', 200],
      ['first_deposit', 200],
      ['registration', 200],
    ])
    const operator = await operatorToken(given.server)
    const all = await call<PostbackDeliveryPage>(
      given.server.app,
      'admin/partner_deliveries',
      { partnerId: partner.id },
      { token: operator },
    )
    expect(all.data.total).toBe(3)
    expect((await call(given.server.app, 'admin/partner_deliveries', {}, { token: player.token })).code).toBe(
      Code.Forbidden,
    )
  })

  test('a failure and a timeout are retried with backoff until a 2xx; the next event of the player waits for it', async () => {
    const { tracker, player } = await partnerWithPlayer(['fail', 'timeout'])
    await given.server.db.transaction((tx) =>
      enqueuePartnerEvent(tx, {
        userId: player.user.id,
        event: 'qualification',
        key: `qualification:${player.user.id}`,
        amount: 5000,
      }),
    )
    await sendPostbacks(given.server.db, CONFIG)
    // The registration failed once: it waits a minute, and the qualification after it was not sent.
    let [registration, qualification] = await eventsOf(player.user.id)
    expect(registration).toMatchObject({ state: 'pending', attempts: 1 })
    expect(registration?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000)
    expect(qualification).toMatchObject({ state: 'pending', attempts: 0 })

    await retryNow()
    await sendPostbacks(given.server.db, CONFIG)
    ;[registration] = await eventsOf(player.user.id)
    expect(registration).toMatchObject({ state: 'pending', attempts: 2 })
    // The second wait is twice the first.
    expect(registration?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 110_000)

    await retryNow()
    await sendPostbacks(given.server.db, CONFIG)
    await retryNow()
    await sendPostbacks(given.server.db, CONFIG)
    await retryNow()
    await sendPostbacks(given.server.db, CONFIG)
    expect((await eventsOf(player.user.id)).map((event) => [event.event, event.state])).toEqual([
      ['registration', 'delivered'],
      ['qualification', 'delivered'],
    ])
    expect(tracker.accepted.map((request) => [request.query.e, request.query.amount])).toEqual([
      ['registration', ''],
      ['qualification', '50.00'],
    ])
    expect(tracker.requests.map((request) => request.answer)).toEqual([
      'fail',
      'timeout',
      'ok',
      'fail',
      'timeout',
      'ok',
    ])
    const log = await given.server.db
      .select()
      .from(partnerDeliveries)
      .where(eq(partnerDeliveries.eventId, registration?.id ?? 0))
      .orderBy(asc(partnerDeliveries.id))
    expect(log.map((row) => [row.attempt, row.status, row.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, null, 'timeout'],
      [3, 200, null],
    ])
  })

  test('an event without a template is skipped and does not hold the next one; the same key twice writes one event', async () => {
    const partner = await newPartner(given.server)
    const tracker = await startPartnerTracker({ secret: partner.secret })
    trackers.push(tracker)
    await setTemplates(given.server, partner.id, { withdrawal: `${tracker.url}/w?a={amount}&e={event}` })
    const { data } = await click(given.server, { partner: partner.id }, { ip: newIp() })
    const player = await createPlayer(given.server.app, { fields: { click: data.click } })
    for (let twice = 0; twice < 2; twice += 1)
      await given.server.db.transaction((tx) =>
        enqueuePartnerEvent(tx, {
          userId: player.user.id,
          event: 'withdrawal',
          key: 'withdrawal:test-1',
          amount: 990,
        }),
      )
    await sendPostbacks(given.server.db, CONFIG)
    expect((await eventsOf(player.user.id)).map((event) => [event.event, event.state])).toEqual([
      ['registration', 'skipped'],
      ['withdrawal', 'delivered'],
    ])
    expect(tracker.accepted.map((request) => request.query)).toEqual([{ a: '9.90', e: 'withdrawal' }])
  })

  test('a rolled-back business event sends nothing', async () => {
    const { player } = await partnerWithPlayer()
    await given.server.db
      .transaction(async (tx) => {
        await enqueuePartnerEvent(tx, {
          userId: player.user.id,
          event: 'deposit',
          key: 'deposit:rolled-back',
          amount: 100,
        })
        throw new Error('the deposit failed')
      })
      .catch(() => undefined)
    expect((await eventsOf(player.user.id)).map((event) => event.event)).toEqual(['registration'])
  })
})
