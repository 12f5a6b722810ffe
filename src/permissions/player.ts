import { $storageData } from '../session/store'
import * as rules from './rules'

/** The rules of ./rules applied to the logged-in player's stored permissions and roles. */

const permissions = () => $storageData.get().permissions
const roles = () => $storageData.get().roles

export const hasPermi = (value: string): boolean => rules.grantsPermission(permissions(), value)
export const hasPermiOr = (values: readonly string[]): boolean =>
  rules.grantsAnyPermission(permissions(), values)
export const hasPermiAnd = (values: readonly string[]): boolean =>
  rules.grantsAllPermissions(permissions(), values)

export const hasRole = (role: string): boolean => rules.grantsRole(roles(), role)
export const hasRoleOr = (values: readonly string[]): boolean => rules.grantsAnyRole(roles(), values)
export const hasRoleAnd = (values: readonly string[]): boolean => rules.grantsAllRoles(roles(), values)
