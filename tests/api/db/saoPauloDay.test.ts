import { readdirSync, readFileSync } from 'node:fs'
import { dayOf } from '@server/services/calendar'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { sharedServer } from '../helpers'

const given = sharedServer()

// Around São Paulo's midnight (03:00 UTC), across a month's and a year's end, and in 2018's daylight saving
// time, when the day turned at 02:00 UTC.
const instants = [
  '2026-11-26T02:59:59.999Z',
  '2026-11-26T03:00:00.000Z',
  '2026-12-31T23:30:00.000Z',
  '2027-01-01T02:59:00.000Z',
  '2027-01-01T03:00:00.000Z',
  '2018-12-01T01:59:59.000Z',
  '2018-12-01T02:00:00.000Z',
].map((text) => new Date(text))

test('the database and the server name the same São Paulo day for an instant', async () => {
  for (const instant of instants) {
    const result = await given.server.db.execute(
      sql`select ficha_sp_day(${instant.toISOString()}::timestamptz)::text as day`,
    )
    const [row] = (result as unknown as { rows: { day: string }[] }).rows
    expect(row?.day, instant.toISOString()).toBe(dayOf(instant))
  }
})

test('the SQL functions name the zone only through ficha_sp_day', () => {
  const folder = new URL('../../../server/db/functions/', import.meta.url)
  const naming = readdirSync(folder).filter((file) =>
    readFileSync(new URL(file, folder), 'utf8').includes('America/Sao_Paulo'),
  )
  expect(naming).toEqual(['ficha_sp_day.sql'])
})
