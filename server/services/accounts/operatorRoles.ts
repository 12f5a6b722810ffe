import { TRANSFER_PERMISSIONS } from '@src/contract/catalogue'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import { PROTECTION_PERMISSIONS } from '@src/contract/protection-values'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards-values'
import { RISK_PERMISSIONS } from '@src/contract/risk-values'

/**
 * The operator roles (issue 26) and the permissions each grants: the one place a role's rights are written
 * (docs/console.md). A user's effective permissions are their own list and their roles' lists together,
 * computed on the server (effectivePermissions) and sent in the user info.
 */
export const OPERATOR_ROLES = {
  /** Answers players: finds them and reads their protection, orders and risk cases; changes nothing. */
  support: [
    PROTECTION_PERMISSIONS.viewPlayer,
    MONEY_PERMISSIONS.listOrders,
    RISK_PERMISSIONS.view,
    REWARDS_PERMISSIONS.view,
  ],
  /** Money: reviews orders, reconciles the providers, reads the held transfers and the rewards paid. */
  finance: [
    MONEY_PERMISSIONS.listOrders,
    MONEY_PERMISSIONS.reviewOrder,
    RECONCILE_PERMISSIONS.list,
    RECONCILE_PERMISSIONS.run,
    TRANSFER_PERMISSIONS.held,
    REWARDS_PERMISSIONS.view,
  ],
  /** Risk and compliance: cases, identity checks, the players' protection, the orders behind a case. */
  risk: [
    RISK_PERMISSIONS.view,
    RISK_PERMISSIONS.assign,
    RISK_PERMISSIONS.decide,
    RISK_PERMISSIONS.export,
    PROTECTION_PERMISSIONS.viewPlayer,
    PROTECTION_PERMISSIONS.reviewIdentity,
    MONEY_PERMISSIONS.listOrders,
  ],
  /** Everything, including what no other role has (the game catalogue, free spins, reward settings). */
  admin: ['*:*:*'],
} as const satisfies Record<string, readonly string[]>

export type OperatorRole = keyof typeof OPERATOR_ROLES

export const isOperatorRole = (role: string): role is OperatorRole => Object.hasOwn(OPERATOR_ROLES, role)

/** A user's own permissions and those of their roles, once each (unknown roles grant nothing). */
export const effectivePermissions = (user: {
  roles: readonly string[]
  permissions: readonly string[]
}): string[] => [
  ...new Set([
    ...user.permissions,
    ...user.roles.flatMap((role) => (isOperatorRole(role) ? OPERATOR_ROLES[role] : [])),
  ]),
]

/** Whether an account may use the console at all: some role or permission. Players have neither. */
export const isConsoleAccount = (user: {
  roles: readonly string[]
  permissions: readonly string[]
}): boolean => effectivePermissions(user).length > 0
