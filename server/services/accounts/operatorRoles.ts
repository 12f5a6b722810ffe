import type { Static } from '@sinclair/typebox'
import { TRANSFER_PERMISSIONS } from '@src/contract/catalogue'
import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints-values'
import { AUDIT_PERMISSIONS, CORRECTION_PERMISSIONS } from '@src/contract/corrections-values'
import type { DevOperatorBody } from '@src/contract/dev'
import { MESSAGE_PERMISSIONS } from '@src/contract/messages'
import { MISSION_PERMISSIONS } from '@src/contract/missions-values'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'
import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { PROTECTION_PERMISSIONS } from '@src/contract/protection-values'
import { RACE_PERMISSIONS } from '@src/contract/race-values'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { REGULATOR_PERMISSIONS } from '@src/contract/regulator-values'
import { REPORT_PERMISSIONS } from '@src/contract/reports'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards-values'
import { RISK_PERMISSIONS } from '@src/contract/risk-values'
import { grantsPermission } from '@src/permissions/rules'

/**
 * The operator roles and the permissions each grants: the one place a role's rights are written
 * (docs/console.md). A user's effective permissions are their own list and their roles' lists together,
 * computed on the server (effectivePermissions) and sent in the user info.
 * @internal exported for the who-may-do-what test, which walks every role
 */
export const OPERATOR_ROLES = {
  /** Answers players: finds them, writes to one, reads their protection, orders and risk cases; answers complaints and
   * sends them to the ouvidoria; proposes balance corrections (which a finance operator approves above the four-eyes
   * amount). */
  support: [
    COMPLAINT_PERMISSIONS.view,
    COMPLAINT_PERMISSIONS.answer,
    COMPLAINT_PERMISSIONS.escalate,
    PLAYER_PERMISSIONS.search,
    PLAYER_PERMISSIONS.view,
    PLAYER_PERMISSIONS.note,
    PLAYER_PERMISSIONS.resetPayPassword,
    PLAYER_PERMISSIONS.resendCode,
    MESSAGE_PERMISSIONS.player,
    PROTECTION_PERMISSIONS.viewPlayer,
    MONEY_PERMISSIONS.listOrders,
    RISK_PERMISSIONS.view,
    REWARDS_PERMISSIONS.view,
    RACE_PERMISSIONS.view,
    MISSION_PERMISSIONS.view,
    CORRECTION_PERMISSIONS.create,
    CORRECTION_PERMISSIONS.view,
  ],
  /** Money: reviews orders, reconciles the providers, reads the held transfers and the rewards paid, makes and
   * approves balance corrections, reads and exports the reports, approves and releases partners' statements. */
  finance: [
    PLAYER_PERMISSIONS.search,
    PLAYER_PERMISSIONS.view,
    PLAYER_PERMISSIONS.note,
    MONEY_PERMISSIONS.listOrders,
    MONEY_PERMISSIONS.reviewOrder,
    RECONCILE_PERMISSIONS.list,
    RECONCILE_PERMISSIONS.run,
    TRANSFER_PERMISSIONS.held,
    REWARDS_PERMISSIONS.view,
    RACE_PERMISSIONS.view,
    MISSION_PERMISSIONS.view,
    CORRECTION_PERMISSIONS.create,
    CORRECTION_PERMISSIONS.approve,
    CORRECTION_PERMISSIONS.view,
    REPORT_PERMISSIONS.view,
    REPORT_PERMISSIONS.export,
    PARTNER_PLAN_PERMISSIONS.view,
    PARTNER_PLAN_PERMISSIONS.approve,
  ],
  /** Risk and compliance: cases, identity checks, the players' protection, the orders behind a case, the audit
   * log, the reports and the regulator's files; the ouvidoria's complaints and their consumidor.gov.br export;
   * the partners' plans and statements (read). */
  risk: [
    COMPLAINT_PERMISSIONS.view,
    COMPLAINT_PERMISSIONS.answer,
    COMPLAINT_PERMISSIONS.export,
    PLAYER_PERMISSIONS.search,
    PLAYER_PERMISSIONS.view,
    PLAYER_PERMISSIONS.note,
    PLAYER_PERMISSIONS.blockPlay,
    MESSAGE_PERMISSIONS.player,
    RISK_PERMISSIONS.view,
    RISK_PERMISSIONS.assign,
    RISK_PERMISSIONS.decide,
    RISK_PERMISSIONS.export,
    PROTECTION_PERMISSIONS.viewPlayer,
    PROTECTION_PERMISSIONS.reviewIdentity,
    MONEY_PERMISSIONS.listOrders,
    CORRECTION_PERMISSIONS.view,
    AUDIT_PERMISSIONS.view,
    REPORT_PERMISSIONS.view,
    REGULATOR_PERMISSIONS.view,
    REGULATOR_PERMISSIONS.rebuild,
    PARTNER_PLAN_PERMISSIONS.view,
  ],
  /** Everything, including what no other role has (the game catalogue, free spins, reward and race settings,
   * messages to every player and marketing). */
  admin: ['*:*:*'],
} as const satisfies Record<Static<typeof DevOperatorBody>['role'], readonly string[]>

export type OperatorRole = keyof typeof OPERATOR_ROLES

export const isOperatorRole = (role: string): role is OperatorRole => Object.hasOwn(OPERATOR_ROLES, role)

/** The roles that grant `permission` (admin's wildcard included): whom the console names as the ones who may act. */
export const rolesGranting = (permission: string): OperatorRole[] =>
  (Object.keys(OPERATOR_ROLES) as OperatorRole[]).filter((role) =>
    grantsPermission(OPERATOR_ROLES[role], permission),
  )

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
