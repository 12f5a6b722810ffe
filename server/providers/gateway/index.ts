/** The wallet gateway: the command vocabulary every provider adapter translates its protocol into. */
export { GATE_REASONS, GatewayRefusal, type RefusalReason } from './errors'
export {
  expireProviderSession,
  externalPlayerId,
  openProviderSession,
  playerOfExternalId,
} from './players'
export {
  authenticate,
  balance,
  credit,
  debit,
  debitCredit,
  endRound,
  rollback,
  rollbackBatch,
  rollbackRound,
  WALLET_CURRENCY,
} from './wallet'
