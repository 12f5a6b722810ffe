/** The SQLSTATE of a failed statement, looked for through Drizzle's wrapping (`cause`). */
const withState = (error: unknown, state: string): (Error & { constraint?: unknown }) | undefined => {
  // Drizzle wraps the driver's error (node-postgres or PGlite, both carrying the SQLSTATE) in `cause`.
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === state) return current
  }
  return undefined
}

/** The constraint a failed insert or update violated by a duplicate (SQLSTATE 23505), if that was the cause. */
export const uniqueViolation = (error: unknown): string | undefined => {
  const found = withState(error, '23505')
  if (!found) return undefined
  return typeof found.constraint === 'string' ? found.constraint : ''
}

/**
 * True when the statement failed with this SQLSTATE (ours are raised by the functions in migrations/).
 * @internal Tests tell the ledger's own refusals by their SQLSTATE.
 */
export const failedWith = (error: unknown, state: string): boolean => withState(error, state) !== undefined
