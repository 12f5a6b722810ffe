/**
 * The rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer an object with `rows`.
 * Column values keep the driver's types (BIGINT as string or bigint): convert them with centavos() or Number().
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
