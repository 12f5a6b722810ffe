import { users } from '@server/db/schema/users'
import { Code } from '@src/contract/codes'
import type { PayoutAccount } from '@src/contract/money'
import { PLAYER_PERMISSIONS, type PlayerSearchResult } from '@src/contract/players'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { pixOrder } from '../money/fixtures'
import { playerWithIdentity } from '../protection/fixtures'
import { adminCall, operatorWith } from './fixtures'

const given = serverWithOperator()
let player: Player & { cpf: string }
let other: Player

const search = (query: string, token = given.operator) =>
  adminCall<PlayerSearchResult>(given.server.app, token, 'player_search', { query })

/** The hit for `player` in a search, with the kinds it matched by. */
const hitOf = async (query: string) => {
  const answer = await search(query)
  expect(answer.code).toBe(Code.Ok)
  return answer.data.list.find((hit) => hit.id === player.user.id)
}

beforeAll(async () => {
  player = await playerWithIdentity(given.server.app, { fullName: 'Zuleica Quixabeira Santos' })
  other = await createPlayer(given.server.app)
  await given.server.db.update(users).set({ nickname: 'CapivaraVeloz' }).where(eq(users.id, player.user.id))
})

describe('the operator finds a player from one box', () => {
  test('by CPF, with or without its punctuation', async () => {
    const { cpf } = player
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    expect((await hitOf(masked))?.matchedBy).toContain('cpf')
    expect((await hitOf(cpf))?.matchedBy).toContain('cpf')
  })

  test('by phone, in E.164 or as a Brazilian operator types it', async () => {
    const national = player.phone.slice(3) // +55 dropped: 11 digits
    const typed = `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`
    expect((await hitOf(player.phone))?.matchedBy).toContain('phone')
    expect((await hitOf(typed))?.matchedBy).toContain('phone')
    const answer = await search(typed)
    expect(answer.data.list.map((hit) => hit.id)).not.toContain(other.user.id)
  })

  test('by id, with or without #', async () => {
    expect((await hitOf(String(player.user.id)))?.matchedBy).toContain('id')
    expect((await hitOf(`#${player.user.id}`))?.matchedBy).toContain('id')
  })

  test('by the start of the name, ignoring case', async () => {
    const hit = await hitOf('zuleica quix')
    expect(hit?.matchedBy).toEqual(['name'])
    expect(hit?.fullName).toBe('Zuleica Quixabeira Santos')
    expect(await hitOf('Quixabeira')).toBeUndefined()
  })

  test('by handle and by nickname', async () => {
    const [row] = await given.server.db.select().from(users).where(eq(users.id, player.user.id))
    expect((await hitOf(row?.handle.toUpperCase() ?? 'none'))?.matchedBy).toContain('handle')
    expect((await hitOf('capivarav'))?.matchedBy).toContain('nickname')
  })

  test('by PIX key and by order id', async () => {
    const bound = await call<PayoutAccount>(
      given.server.app,
      'index/bind_card',
      {
        firstName: 'Zuleica',
        lastName: 'Santos',
        email: 'zuleica@example.com',
        phone: player.phone,
        cpf: player.cpf,
        pixKey: 'Zuleica.Pix@Example.com',
        pixKeyType: 'EMAIL',
      },
      { token: player.token },
    )
    expect(bound.code).toBe(Code.Ok)
    expect((await hitOf('zuleica.pix@example.com'))?.matchedBy).toEqual(['pixKey'])
    const order = await pixOrder(given.server.app, player.token, 5_000)
    expect((await hitOf(String(order.id)))?.matchedBy).toContain('order')
  })

  test('a query nobody matches finds nothing, and wildcards match only themselves', async () => {
    expect((await search('Nobody-Here-Xyzzy')).data.list).toEqual([])
    expect((await search('%')).data.list).toEqual([])
    expect((await search('_')).data.list).toEqual([])
  })

  test('a player gets 403, a stranger 401, an operator without the permission 403', async () => {
    expect((await search(player.phone, player.token)).code).toBe(Code.Forbidden)
    expect((await call(given.server.app, 'admin/player_search', { query: player.phone })).code).toBe(
      Code.SessionExpired,
    )
    const viewer = await operatorWith(given.server, [PLAYER_PERMISSIONS.view])
    expect((await search(player.phone, viewer.token)).code).toBe(Code.Forbidden)
    const searcher = await operatorWith(given.server, [PLAYER_PERMISSIONS.search])
    expect((await search(player.phone, searcher.token)).code).toBe(Code.Ok)
  })
})
