import type { App } from '@server/app'
import type { Db } from '@server/db'
import type { SlotegratorSimulator, Transport } from '@simulator/slotegrator'
import { checkLedgers } from './check'

/** The operator in the same process as the Slotegrator simulator, called through Fastify's inject (no socket). */
export const slotegratorInject =
  (app: App): Transport =>
  async (body, headers) =>
    (
      await app.inject({
        method: 'POST',
        url: '/gp/slotegrator',
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      })
    ).json()

/**
 * After a scenario: the simulator's ledger equals the operator's Slotegrator transactions (same ids, kinds,
 * amounts), every ledger transaction sums to zero, and no player balance is negative.
 */
export const checkSlotegrator = (db: Db, simulator: SlotegratorSimulator): Promise<string[]> =>
  checkLedgers(db, 'slotegrator', simulator.ledger)
