import { inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { gameCategories } from '../../db/schema/catalogue'

export interface CategorySeed {
  slug: string
  name: Localized
  sort: number
}

/**
 * Adds the categories whose slug is missing (one already there, with the operator's edits, is kept) and
 * answers each one's id by slug: the seeds' categories and the provider games' alike.
 */
export const ensureCategories = async (db: Db, categories: CategorySeed[]): Promise<Map<string, number>> => {
  await db.insert(gameCategories).values(categories).onConflictDoNothing({ target: gameCategories.slug })
  const rows = await db
    .select({ id: gameCategories.id, slug: gameCategories.slug })
    .from(gameCategories)
    .where(
      inArray(
        gameCategories.slug,
        categories.map(({ slug }) => slug),
      ),
    )
  return new Map(rows.map((row) => [row.slug, row.id]))
}
