import { $storageData } from '../session/store'
import * as rules from './rules'

/**
 * The rules of ./rules applied to the logged-in player's stored permissions and roles. The spec (§6) asks for
 * single, any and all variants of both checks; those no screen calls yet say so.
 */

const permissions = () => $storageData.get().permissions
const roles = () => $storageData.get().roles

export const hasPermi = (value: string): boolean => rules.grantsPermission(permissions(), value)
export const hasPermiOr = (values: readonly string[]): boolean =>
  rules.grantsAnyPermission(permissions(), values)
/** @internal Required by the spec, not called yet. */
export const hasPermiAnd = (values: readonly string[]): boolean =>
  rules.grantsAllPermissions(permissions(), values)

/** @internal Required by the spec, not called yet. */
export const hasRole = (role: string): boolean => rules.grantsRole(roles(), role)
/** @internal Required by the spec, not called yet. */
export const hasRoleOr = (values: readonly string[]): boolean => rules.grantsAnyRole(roles(), values)
/** @internal Required by the spec, not called yet. */
export const hasRoleAnd = (values: readonly string[]): boolean => rules.grantsAllRoles(roles(), values)
