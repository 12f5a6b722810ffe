// The public surface of accounts (users, sessions, passwords, codes, attempts, the player lock): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { refundSlot, takeSlot } from './attempts'
export { refuseConsoleAccount, refuseOwnAccount } from './duties'
export { verifyPassword } from './passwords'
export { phoneFromUsername } from './phone'
export { lockPlayer } from './playerLock'
export { endProviderSessions } from './providerSessions'
export { IDLE_TIMEOUT_MS, idleTooLong, revokeUserSessions, touchSession } from './sessions'
export { playerIdentity, publicName, toUserInfo } from './users'
export { issueCode } from './verificationCodes'
