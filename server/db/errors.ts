/** The constraint a failed insert or update violated by a duplicate (SQLSTATE 23505), if that was the cause. */
export const uniqueViolation = (error: unknown): string | undefined => {
  // Drizzle wraps the driver's error (node-postgres or PGlite, both carrying the SQLSTATE) in `cause`.
  for (let current = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: unknown; constraint?: unknown }
    if (details.code === '23505') return typeof details.constraint === 'string' ? details.constraint : ''
  }
  return undefined
}
