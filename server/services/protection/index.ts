// The public surface of player protection (limits, exclusion, the play guard, payments rules): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).

export { lookUpPlayer, reviewIdentity } from './admin'
export {
  assertDepositCleared,
  assertSignupAllowed,
  checkAtLogin,
  markChecked,
  startBanListJob,
} from './banList'
export { assignRiskCase, decideRiskCase, exportRiskCase, hasOpenRiskCase, listRiskCases } from './cases'
export { mayReceiveIncentive, standingRefusal, standingRefusalSql } from './eligibility'
export { riskCaseEvidence } from './evidence'
export {
  activeExclusion,
  forfeitIfExcluded,
  startExclusion,
} from './exclusion'
export {
  assertMayDeposit,
  assertMayPlay,
  depositHoldReason,
  type PlayRefusal,
  PlayRefused,
  playProtection,
  playRefusal,
  recordingRefusals,
  startPlay,
} from './guard'
export { noteDepositLimits } from './limitNotices'
export { getLimits, setLimits } from './limits'
export { startMonitoringJob } from './monitoring'
export { selfReferredSql } from './partnerFraud'
export { askPauseEnd, startPause } from './pause'
export { assertOwnCpfAccount, isOwnCpfAccount } from './payments'
export type { PlayRefusalName } from './refusals'
