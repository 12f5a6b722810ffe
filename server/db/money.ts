import { customType } from 'drizzle-orm/pg-core'

/**
 * The one place where money read from the database becomes a number. BIGINT columns arrive as a string
 * (node-postgres), a number or a bigint (PGlite); amounts are integer centavos and must stay exact.
 */
export const centavos = (value: string | number | bigint | null | undefined): number => {
  if (value === null || value === undefined) return 0
  const amount = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an exact amount in centavos: ${String(value)}`)
  return amount
}

/** A BIGINT column of centavos that reads back as a safe integer number on both drivers. */
export const money = customType<{ data: number; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: centavos,
})
