import type { Volatility } from '@src/contract/catalogue'
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import type { Localized } from '../db/localized'
import { gameCategories, games } from '../db/schema/catalogue'
import { ensureCategories, gameSearchText } from '../services/games'

/**
 * Provider games beside the originals (docs/providers.md, catalogue): each provider's game list written
 * into `games`, keyed by (provider, provider's game code). A game is offered (`enabled`) when its provider
 * enables it and does not block Brazil; a game that left the list is switched off. Nothing is deleted:
 * rounds and favourites keep their game, and its pending wins still settle through the wallet gateway.
 */

/** The territory Ficha's players play in: a game blocked here is not offered and cannot launch. */
export const TERRITORY = 'BR'

/** A provider's game as its adapter read it from the provider's list. */
export interface ProviderGame {
  code: string
  name: string
  studio: string | null
  /** The provider's category name (free text), mapped to one of Ficha's categories below. */
  category: string | null
  image: string | null
  background: string | null
  /** 'desktop', 'mobile'. */
  devices: string[]
  demo: boolean
  /** ISO 3166 alpha-2 codes, upper case. */
  blockedCountries: string[]
  enabled: boolean
  rtpBps: number | null
  volatility: Volatility | null
}

/** Ficha's categories for provider games, in all four languages; a provider's category text maps to one. */
const CATEGORIES: { slug: string; name: Localized; matches: RegExp }[] = [
  {
    slug: 'live',
    name: { zh: '真人娱乐', en: 'Live casino', sw: 'Kasino mubashara', pt: 'Cassino ao vivo' },
    matches: /live/i,
  },
  {
    slug: 'crash',
    name: { zh: '崩溃游戏', en: 'Crash games', sw: 'Michezo ya crash', pt: 'Jogos crash' },
    matches: /crash|instant/i,
  },
  {
    slug: 'table',
    name: { zh: '桌面游戏', en: 'Table games', sw: 'Michezo ya mezani', pt: 'Jogos de mesa' },
    matches: /table|roulette|blackjack|baccarat|poker/i,
  },
  {
    slug: 'slots',
    name: { zh: '老虎机', en: 'Slots', sw: 'Sloti', pt: 'Caça-níqueis' },
    matches: /.*/,
  },
]

/** Provider games carry no bet limits of Ficha's (the provider enforces its own): the widest the table takes. */
const PROVIDER_BET_LIMITS = { minBet: 1, maxBet: 100_000_000 }

const SLUG_LENGTH = 64

/** A URL-safe slug for the game: the provider's name and its code, lower case, dashes between words. */
const providerGameSlug = (provider: string, code: string): string => {
  const words = `${provider} ${code}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return words.slice(0, SLUG_LENGTH).replace(/-+$/, '')
}

/** The provider categories' ids, added after the operator's own (sorted last) the first time. */
const categoryIds = async (db: Db): Promise<Map<string, number>> => {
  const base = (
    await db.select({ sort: sql<number>`coalesce(max(${gameCategories.sort}), 0)` }).from(gameCategories)
  )[0]?.sort
  return ensureCategories(
    db,
    CATEGORIES.map(({ slug, name }, index) => ({ slug, name, sort: Number(base ?? 0) + index + 1 })),
  )
}

export interface SyncResult {
  /** Games in the provider's list now. */
  listed: number
  /** Of those, offered in the lobby (enabled and not blocked in Brazil). */
  offered: number
  /** Games switched off because they left the list. */
  removed: number
}

/** The game's own value when the operator manages `field`, else the provider's. */
const kept = (field: string, own: AnyPgColumn, synced: SQL) =>
  sql`case when ${games.managed} @> ${JSON.stringify([field])}::jsonb then ${own} else ${synced} end`

/** Writes one provider's list into the catalogue, in one transaction (the lobby never sees half a sync). */
export const syncProviderGames = async (
  db: Db,
  provider: string,
  list: ProviderGame[],
  now = new Date(),
): Promise<SyncResult> =>
  db.transaction(async (tx) => {
    const categories = await categoryIds(tx)
    const categoryOf = (text: string | null): number => {
      const match = CATEGORIES.find(({ matches }) => matches.test(text ?? ''))
      const id = match && categories.get(match.slug)
      if (id === undefined) throw new Error(`Provider category ${text} has no category`)
      return id
    }
    const unique = [...new Map(list.map((game) => [game.code, game])).values()]
    let offered = 0
    for (const [index, game] of unique.entries()) {
      const blocked = game.blockedCountries.includes(TERRITORY)
      const enabled = game.enabled && !blocked
      if (enabled) offered++
      const values = {
        name: { zh: game.name },
        categoryId: categoryOf(game.category),
        image: game.image ?? game.background ?? '',
        background: game.background,
        rtpBps: game.rtpBps,
        volatility: game.volatility,
        studio: game.studio,
        devices: game.devices,
        demo: game.demo,
        blockedCountries: game.blockedCountries,
        providerEnabled: game.enabled,
        enabled,
        searchText: gameSearchText({ name: game.name, studio: game.studio ?? undefined }),
        syncedAt: now,
      }
      await tx
        .insert(games)
        .values({
          ...values,
          ...PROVIDER_BET_LIMITS,
          slug: providerGameSlug(provider, game.code),
          provider,
          providerGameCode: game.code,
          sort: 1_000 + index,
        })
        .onConflictDoUpdate({
          target: [games.provider, games.providerGameCode],
          set: {
            ...values,
            // What the operator set stays (console games page, admin/game_update).
            enabled: sql`excluded.enabled and not ${games.operatorDisabled}`,
            name: kept('name', games.name, sql`excluded.name`),
            searchText: kept('name', games.searchText, sql`excluded.search_text`),
            categoryId: kept('category', games.categoryId, sql`excluded.category_id`),
            image: kept('image', games.image, sql`excluded.image`),
          },
        })
    }
    const codes = unique.map((game) => game.code)
    const removed = await tx
      .update(games)
      .set({ enabled: false, providerEnabled: false, syncedAt: now })
      .where(
        and(
          eq(games.provider, provider),
          eq(games.providerEnabled, true),
          codes.length > 0 ? notInArray(games.providerGameCode, codes) : undefined,
        ),
      )
      .returning({ id: games.id })
    return { listed: unique.length, offered, removed: removed.length }
  })
