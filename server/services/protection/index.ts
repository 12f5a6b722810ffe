// The public surface of player protection (limits, exclusion, the play guard, payments rules): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { assertDepositCleared } from './banList'
export { hasOpenRiskCase } from './cases'
export { activeExclusion, forfeitIfExcluded, isShielded, mayReceiveIncentive } from './exclusion'
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
