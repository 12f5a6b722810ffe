import { firstRecharges, rewards } from '@server/db/schema/rewards'
import { dayOf } from '@server/services/calendar'
import { Code } from '@src/contract/codes'
import type { EventDetails, EventList, EventState } from '@src/contract/content'
import type { Envelope } from '@src/contract/envelope'
import { describe, expect, test } from 'vitest'
import { userIdOf } from '../../games/gameFixtures'
import { call, createPlayer, type Player, sharedServer } from '../../helpers'

const given = sharedServer()

/** Each seeded event's state, by key, as get_ac answers the caller. */
const states = async (player?: Player): Promise<Record<string, EventState>> => {
  const answer = (
    await given.server.app.inject({
      method: 'GET',
      url: '/api/index/get_ac',
      headers: player ? { token: player.token } : {},
    })
  ).json() as Envelope<EventList>
  expect(answer.code).toBe(Code.Ok)
  return Object.fromEntries(answer.data.map((event) => [event.key, event.state]))
}

let rewardKey = 0
const cashBack = (userId: number) => {
  rewardKey += 1
  return given.server.db.insert(rewards).values({
    userId,
    kind: 'recharge_cashback',
    amount: 150,
    key: `test:cashback:${userId}:${rewardKey}`,
    period: dayOf(new Date()),
  })
}

describe('events: Participar, Participando or Concluído from what the player did', () => {
  test('a visitor and a new player see every event open', async () => {
    const open = { 'first-deposit': 'open', 'recharge-cashback': 'open', 'partner-salary': 'open' }
    expect(await states()).toEqual(open)
    expect(await states(await createPlayer(given.server.app))).toEqual(open)
  })

  test('the first deposit is done after the first paid top-up; cash back is joined once it paid, done when today’s are used up', async () => {
    const player = await createPlayer(given.server.app)
    const userId = await userIdOf(given.server.db, player.phone)
    await given.server.db
      .insert(firstRecharges)
      .values({ userId, orderId: 1, amount: 5000, paidAt: new Date() })
    await cashBack(userId)
    expect(await states(player)).toMatchObject({ 'first-deposit': 'done', 'recharge-cashback': 'joined' })
    for (let used = 1; used < 6; used += 1) await cashBack(userId)
    expect((await states(player))['recharge-cashback']).toBe('done')
  })

  test('the partner salary is joined once the player invited someone, and the details say the same', async () => {
    const inviter = await createPlayer(given.server.app)
    expect((await states(inviter))['partner-salary']).toBe('open')
    await createPlayer(given.server.app, { invitationCode: inviter.user.invitationCode })
    expect((await states(inviter))['partner-salary']).toBe('joined')

    const list = (await given.server.app.inject({ method: 'GET', url: '/api/index/get_ac' })).json()
    const id = (list as Envelope<EventList>).data.find((event) => event.key === 'partner-salary')?.id
    const details = await call<EventDetails>(
      given.server.app,
      'index/get_acdtai',
      { id },
      { token: inviter.token },
    )
    expect(details.data.state).toBe('joined')
    expect((await call<EventDetails>(given.server.app, 'index/get_acdtai', { id })).data.state).toBe('open')
  })

  test('another player’s activity does not change mine', async () => {
    const [mine, theirs] = await Promise.all([createPlayer(given.server.app), createPlayer(given.server.app)])
    const theirId = await userIdOf(given.server.db, theirs.phone)
    await given.server.db
      .insert(firstRecharges)
      .values({ userId: theirId, orderId: 2, amount: 5000, paidAt: new Date() })
    expect((await states(mine))['first-deposit']).toBe('open')
  })
})
