import { injectTransport, SlotegratorSimulator } from '@simulator/slotegrator'
import { Code } from '@src/contract/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, operatorToken, type TestServer } from '../helpers'
import { gameBalance, seat as seatPlayer } from '../providers/seat'
import { adminCall } from './fixtures'

// The operator's play block reaches provider play: the one play gate refuses a provider's bet.
let server: TestServer
const sim = new SlotegratorSimulator((...args) => injectTransport(server.app)(...args))

beforeAll(async () => {
  server = await createTestServer({
    config: {
      slotegrator: {
        enabled: true,
        apiUrl: undefined,
        merchantId: sim.merchantId,
        merchantKey: sim.merchantKey,
      },
    },
  })
})
afterAll(() => server.close())

describe('a blocked player and a provider game', () => {
  it('refuses the bet and moves nothing; unblocked, the next bet is taken', async () => {
    const player = await seatPlayer(server, 20, 'slotegrator')
    const operator = await operatorToken(server)
    const block = (blocked: boolean) =>
      adminCall(server.app, operator, 'player_block', { id: player.userId, blocked, reason: 'review' })
    expect((await block(true)).code).toBe(Code.Ok)
    const refused = await sim.call(sim.bet(player, '2.00'))
    expect(refused).toHaveProperty('error_code')
    expect(await gameBalance(server, player.userId)).toBe(2000)
    expect((await block(false)).code).toBe(Code.Ok)
    expect(await sim.call(sim.bet(player, '2.00'))).toMatchObject({ balance: 18 })
    expect(await sim.check(server.db)).toEqual([])
  })
})
