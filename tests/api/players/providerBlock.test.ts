import { Code } from '@src/contract/codes'
import { describe, expect, it } from 'vitest'
import { checkSlotegrator } from '../../support/slotegrator'
import { operatorToken } from '../helpers'
import { gameBalance, seat as seatPlayer } from '../providers/seat'
import { slotegratorWallet } from '../providers/servers'
import { adminCall } from './fixtures'

// The operator's play block reaches provider play: the one play gate refuses a provider's bet.
const given = slotegratorWallet({ checked: false })
const sim = given.sim

describe('a blocked player and a provider game', () => {
  it('refuses the bet and moves nothing; unblocked, the next bet is taken', async () => {
    const player = await seatPlayer(given.server, 20, 'slotegrator')
    const operator = await operatorToken(given.server)
    const block = (blocked: boolean) =>
      adminCall(given.server.app, operator, 'player_block', { id: player.userId, blocked, reason: 'review' })
    expect((await block(true)).code).toBe(Code.Ok)
    const refused = await sim.call(sim.bet(player, '2.00'))
    expect(refused).toHaveProperty('error_code')
    expect(await gameBalance(given.server, player.userId)).toBe(2000)
    expect((await block(false)).code).toBe(Code.Ok)
    expect(await sim.call(sim.bet(player, '2.00'))).toMatchObject({ balance: 18 })
    expect(await checkSlotegrator(given.server.db, sim)).toEqual([])
  })
})
