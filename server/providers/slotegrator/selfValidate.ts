import type { SelfValidation } from '@src/contract/reconcile'
import type { Db } from '../../db'
import { recordAudit } from '../../services/audit'
import { GamesApiError } from '../gamesApi'
import type { SlotegratorConfig } from './config'
import { slotegratorGames } from './games'
import { PROVIDER } from './protocol'

/**
 * An operator's run of Slotegrator's self-validate: GIS's answer (passed or not, and its log) or why the
 * call failed, recorded in the audit chain with the operator and the outcome (the log stays out of it).
 */
export const selfValidateSlotegrator = async (
  db: Db,
  config: SlotegratorConfig,
  actorId: number,
  send?: typeof fetch,
): Promise<SelfValidation> => {
  const result: SelfValidation = await slotegratorGames(config, send)
    .selfValidate()
    .then((answer) => ({ provider: PROVIDER, ...answer }))
    .catch((error: unknown) => {
      if (!(error instanceof GamesApiError)) throw error
      return { provider: PROVIDER, success: false, log: [], error: error.message }
    })
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId,
      action: 'provider.self_validate',
      target: `provider:${PROVIDER}`,
      after: { success: result.success, lines: result.log.length, error: result.error },
    }),
  )
  return result
}
