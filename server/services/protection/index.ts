// The public surface of player protection (limits, exclusion, the play guard, payments rules): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { assertDepositCleared } from './banList'
export { hasOpenRiskCase } from './cases'
export { mayReceiveIncentive, standingRefusal, standingRefusalSql } from './eligibility'
export { activeExclusion, forfeitIfExcluded } from './exclusion'
export {
  assertMayDeposit,
  assertMayPlay,
  depositHoldReason,
  type PlayRefusal,
  PlayRefused,
  recordingRefusals,
} from './guard'
export { noteDepositLimits } from './limitNotices'
export { assertOwnCpfAccount, isOwnCpfAccount } from './payments'
export { PLAY_REFUSALS, type PlayRefusalName, STANDING_REFUSALS } from './refusals'
