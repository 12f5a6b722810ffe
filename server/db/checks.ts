import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { LANGS } from '../../src/i18n/languages'

/**
 * A CHECK expression limiting a text column to a fixed list: the project keeps such lists in text columns
 * with a constraint instead of pg enums, so adding a value is a plain migration.
 * The values are literals of the schema files, never input.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`

/** A CHECK expression: a jsonb text map holds at least the fallback language (zh). */
export const hasFallbackText = (column: AnyPgColumn): SQL => sql`${column} ? 'zh'`

/**
 * A CHECK expression: a jsonb text map written in the console holds at least one language (the server
 * asks for the operator's default language, which is not the database's to know).
 */
export const hasSomeText = (column: AnyPgColumn): SQL =>
  sql`${column} ?| array[${sql.raw(LANGS.map((lang) => `'${lang}'`).join(', '))}]`

/** A CHECK expression: lower-case words and digits joined by single hyphens ('about-us', 'fruta-tropical'). */
export const isSlug = (column: AnyPgColumn): SQL => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`
