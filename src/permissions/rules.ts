/**
 * The permission and role rules of spec §6, as pure functions of the granted lists, so the server enforces
 * exactly what the client shows. An empty requirement grants nothing: a missing value must not open a door.
 */

const ALL_PERMISSIONS = '*:*:*'
const SUPER_ROLE = 'admin'

const grants = (granted: readonly string[], wildcard: string, value: string): boolean =>
  value !== '' && granted.some((item) => item === wildcard || item === value)

export const grantsPermission = (granted: readonly string[], value: string): boolean =>
  grants(granted, ALL_PERMISSIONS, value)

export const grantsAnyPermission = (granted: readonly string[], values: readonly string[]): boolean =>
  values.some((value) => grantsPermission(granted, value))

export const grantsAllPermissions = (granted: readonly string[], values: readonly string[]): boolean =>
  values.length > 0 && values.every((value) => grantsPermission(granted, value))

export const grantsRole = (held: readonly string[], role: string): boolean => grants(held, SUPER_ROLE, role)

export const grantsAnyRole = (held: readonly string[], roles: readonly string[]): boolean =>
  roles.some((role) => grantsRole(held, role))

export const grantsAllRoles = (held: readonly string[], roles: readonly string[]): boolean =>
  roles.length > 0 && roles.every((role) => grantsRole(held, role))
