/** The wallet gateway: the command vocabulary every provider adapter translates its protocol into. */
export { GatewayRefusal, type RefusalReason } from './errors'
export {
  externalPlayerId,
  openProviderSession,
  playerOfExternalId,
} from './players'
export {
  authenticate,
  balance,
  credit,
  debit,
  endRound,
  rollback,
  rollbackBatch,
  rollbackRound,
  WALLET_CURRENCY,
} from './wallet'
