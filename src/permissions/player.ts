import { $storageData } from '../session/store'
import {
  grantsAllPermissions,
  grantsAllRoles,
  grantsAnyPermission,
  grantsAnyRole,
  grantsPermission,
  grantsRole,
} from './rules'

/** The rules of ./rules applied to the logged-in player's stored permissions and roles. */

const permissions = () => $storageData.get().permissions
const roles = () => $storageData.get().roles

export const hasPermi = (value: string): boolean => grantsPermission(permissions(), value)
export const hasPermiOr = (values: readonly string[]): boolean => grantsAnyPermission(permissions(), values)
export const hasPermiAnd = (values: readonly string[]): boolean => grantsAllPermissions(permissions(), values)

export const hasRole = (role: string): boolean => grantsRole(roles(), role)
export const hasRoleOr = (values: readonly string[]): boolean => grantsAnyRole(roles(), values)
export const hasRoleAnd = (values: readonly string[]): boolean => grantsAllRoles(roles(), values)
