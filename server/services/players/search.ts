import {
  type PlayerSearchHit,
  type PlayerSearchResult,
  SEARCH_LIMIT,
  type SearchKind,
} from '@src/contract/players'
import { normalizeCpf } from '@src/validation/cpf'
import { normalizePixKey } from '@src/validation/pix-key'
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { orders, payoutAccounts } from '../../db/schema/money'
import { users } from '../../db/schema/users'
import { phoneFromUsername } from '../accounts'

/** One way to read the query: its kind and the player ids it finds (each through its own index). */
interface Reading {
  kind: SearchKind
  ids: (db: Db) => Promise<number[]>
}

const MAX_ID = 2_147_483_647

/** LIKE treats % and _ as wildcards and \ as their escape: a prefix matches only itself. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

const userIds = (where: SQL) => async (db: Db) =>
  (await db.select({ id: users.id }).from(users).where(where).limit(SEARCH_LIMIT)).map((row) => row.id)

const pixKeyIds = (key: string) => async (db: Db) =>
  (
    await db
      .selectDistinct({ id: payoutAccounts.userId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.number, key))
      .limit(SEARCH_LIMIT)
  ).map((row) => row.id)

/**
 * The kinds a query may be (docs/console.md, Player search): digits and punctuation read as a CPF (11
 * digits), a phone (national Brazilian or E.164, any punctuation), a player or order id (up to 9 digits,
 * '#' allowed) and the PIX key of a CPF, CNPJ or phone; an e-mail or a random key (EVP) as a PIX key; any
 * other text as the start of a name, a handle or a nickname (case ignored). Every reading is tried.
 */
const readingsOf = (query: string): Reading[] => {
  const text = query.trim()
  const readings: Reading[] = []
  const bare = text.replace(/^#/, '')
  if (/^\+?[\d\s().\-/]+$/.test(bare)) {
    const digits = bare.replace(/\D/g, '')
    const cpf = !bare.startsWith('+') && digits.length === 11 ? normalizeCpf(bare) : null
    if (cpf) {
      readings.push({ kind: 'cpf', ids: userIds(eq(users.cpf, cpf)) })
      readings.push({ kind: 'pixKey', ids: pixKeyIds(cpf) })
    }
    if (digits.length === 14 && !bare.startsWith('+')) {
      const cnpj = normalizePixKey('CNPJ', bare)
      if (cnpj) readings.push({ kind: 'pixKey', ids: pixKeyIds(cnpj) })
    }
    const phone = digits.length >= 8 ? phoneFromUsername(bare.startsWith('+') ? bare : `+55${digits}`) : null
    if (phone) {
      readings.push({ kind: 'phone', ids: userIds(eq(users.phone, phone)) })
      readings.push({ kind: 'pixKey', ids: pixKeyIds(phone) })
    }
    if (/^\d{1,10}$/.test(bare) && Number(bare) >= 1 && Number(bare) <= MAX_ID) {
      const id = Number(bare)
      readings.push({ kind: 'id', ids: userIds(eq(users.id, id)) })
      readings.push({
        kind: 'order',
        ids: async (db) =>
          (await db.select({ id: orders.userId }).from(orders).where(eq(orders.id, id))).map((row) => row.id),
      })
    }
    return readings
  }
  if (text.includes('@')) {
    const email = normalizePixKey('EMAIL', text)
    if (email) readings.push({ kind: 'pixKey', ids: pixKeyIds(email) })
    return readings
  }
  const evp = normalizePixKey('EVP', text)
  if (evp) return [{ kind: 'pixKey', ids: pixKeyIds(evp) }]
  const prefix = likePrefix(text)
  readings.push({ kind: 'name', ids: userIds(sql`lower(${users.fullName}) like ${prefix}`) })
  readings.push({ kind: 'handle', ids: userIds(sql`lower(${users.handle}) like ${prefix}`) })
  readings.push({
    kind: 'nickname',
    ids: userIds(sql`lower(${users.nickname}) like ${prefix} and ${users.nickname} <> ''`),
  })
  return readings
}

/**
 * admin/player_search: the players the box's text finds, each with the kinds it matched by, at most
 * SEARCH_LIMIT, oldest account first. Read only.
 */
export const searchPlayers = async (db: Db, query: string): Promise<PlayerSearchResult> => {
  const readings = readingsOf(query)
  const matched = new Map<number, Set<SearchKind>>()
  for (const reading of readings) {
    for (const id of await reading.ids(db)) {
      const kinds = matched.get(id) ?? new Set<SearchKind>()
      kinds.add(reading.kind)
      matched.set(id, kinds)
    }
  }
  const kinds = [...new Set(readings.map((reading) => reading.kind))]
  if (matched.size === 0) return { kinds, list: [] }
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...matched.keys()]))
    .orderBy(asc(users.id))
    .limit(SEARCH_LIMIT)
  const list: PlayerSearchHit[] = rows.map((user) => ({
    id: user.id,
    phone: user.phone,
    cpf: user.cpf,
    fullName: user.fullName,
    nickname: user.nickname,
    handle: user.handle,
    identityState: user.identityState,
    createdAt: user.createdAt.toISOString(),
    matchedBy: [...(matched.get(user.id) ?? [])],
  }))
  return { kinds, list }
}
