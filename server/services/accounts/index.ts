// The public surface of accounts (users, sessions, passwords, codes, attempts, the player lock): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).

export { refundSlot, takeSlot } from './attempts'
export { checkConsoleCall, passSecondFactor, totpStatusOf } from './consoleSessions'
export { refuseConsoleAccount, refuseOwnAccount } from './duties'
export { createHandoff, HANDOFF_TTL_MS, redeemHandoff } from './handoff'
export {
  clearAccountThrottle,
  countPasswordTry,
  countSessionPasswordTry,
  trustSignupAddress,
} from './loginThrottle'
export { effectivePermissions, isConsoleAccount, rolesGranting } from './operatorRoles'
export { createOperator, newOperatorPassword } from './operators'
export {
  assertPasswordAccepted,
  hashPassword,
  replacePassword,
  verifyNothing,
  verifyPassword,
} from './passwords'
export { phoneFromUsername, phoneOfForm } from './phone'
export { lockPlayer } from './playerLock'
export { endProviderSessions } from './providerSessions'
export { reauthenticate } from './reauth'
export { confirmEnrolment, resetSecondFactor, startEnrolment, verifySecondFactor } from './secondFactor'
export {
  type ActiveSession,
  createSession,
  findSession,
  IDLE_TIMEOUT_MS,
  idleTooLong,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessions'
export {
  createUser,
  findUserByInvitationCode,
  findUserByPhone,
  nicknameSkeleton,
  playerIdentity,
  publicName,
  setNickname,
  toUserInfo,
} from './users'
export { consumeCode, discardCode, issueCode } from './verificationCodes'
