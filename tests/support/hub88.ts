/**
 * What the Hub88 tests need of the operator beside the simulator (which knows only Hub88's documents): the
 * operator's routes called in process, and the simulator's ledger compared with the operator's books.
 */
import type { App } from '@server/app'
import type { Db } from '@server/db'
import type { Hub88Simulator, Transport } from '@simulator/hub88'
import type { WalletAnswer } from '@simulator/hub88Protocol'
import { checkLedgers } from './check'

/** Hub88's amounts: 1,000 of them make a centavo. */
const UNITS_PER_CENTAVO = 1_000

/** The operator in the same process, called through Fastify's inject (no socket). */
export const injectTransport =
  (app: App): Transport =>
  async (path, body, headers) =>
    (
      await app.inject({
        method: 'POST',
        url: `/gp/hub88/${path}`,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      })
    ).json<WalletAnswer>()

/**
 * After a scenario: what the simulator holds as accepted equals the operator's provider transactions (same
 * ids, kinds, amounts), every ledger transaction sums to zero, and no player balance is negative.
 */
export const checkHub88 = (db: Db, sim: Hub88Simulator): Promise<string[]> =>
  checkLedgers(
    db,
    'hub88',
    new Map(
      [...sim.ledger].map(([id, entry]) => [
        id,
        { kind: entry.kind, centavos: entry.amount / UNITS_PER_CENTAVO, state: entry.state },
      ]),
    ),
  )
