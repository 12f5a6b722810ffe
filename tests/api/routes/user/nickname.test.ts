import { users } from '@server/db/schema/users'
import { seedNicknameSkeletons } from '@server/seeds/nicknameSkeletons'
import { Code } from '@src/contract/codes'
import type { UserInfo } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, refusal, serverWithPlayer } from '../../helpers'

const given = serverWithPlayer()

const setNickname = (nickname: string, token = given.player.token) =>
  call(given.server.app, 'user/nickname', { nickname }, { token, lang: 'en' })

/** Another player who set `nickname` first. */
const heldByAnother = async (nickname: string) => {
  const other = await createPlayer(given.server.app)
  expect((await setNickname(nickname, other.token)).code).toBe(Code.Ok)
  return other
}

const TAKEN = refusal(Code.NicknameTaken, 'This nickname is already taken. Please choose another.')

describe('user/nickname', () => {
  test('a new player is shown by a generated handle with no digit at all', () => {
    expect(given.player.user.nickname).toBe('')
    expect(given.player.user.handle).toMatch(/^ficha-[a-p]{8}$/)
  })

  test('sets the nickname the player chose', async () => {
    expect((await setNickname('  Garota.da-Sorte_7 ')).code).toBe(Code.Ok)
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, {
      token: given.player.token,
    })
    expect(info.data.nickname).toBe('Garota.da-Sorte_7')
  })

  test.each([
    'ab',
    'x'.repeat(21),
    'joão maria',
    'ana<script>',
    '11987654321',
    'ana1234',
    '+5511',
    'zap⁹⁹⁹⁹⁹⁹⁹⁹⁹',
    'zap①①⑨⑧⑦',
    'zap１１９８７',
  ])('%j is refused with the rule', async (nickname) => {
    expect(await setNickname(nickname)).toEqual(
      refusal(
        Code.NicknameRule,
        'The nickname must be 3 to 20 letters, digits, _ . or -, and cannot contain a phone number.',
      ),
    )
  })

  test('a nickname another player holds is refused, whatever its case', async () => {
    await heldByAnother('SortudoDoRio')
    expect(await setNickname('sortudodorio')).toEqual(TAKEN)
  })

  test('a nickname that looks like another player’s (Cyrillic or Greek look-alike letters, I for l) is taken', async () => {
    await heldByAnother('PaypalRio')
    // Cyrillic а and о, Greek Ρ, a capital I for the l, fullwidth letters: all read as PaypalRio.
    for (const lookalike of ['PаypalRiо', 'ΡaypaIRio', 'ＰａｙｐａｌＲｉｏ', 'paypalrio']) {
      expect(await setNickname(lookalike)).toEqual(TAKEN)
    }
    expect((await setNickname('PaypalRia')).code).toBe(Code.Ok)
  })

  test('a nickname typed with a combining accent is stored as NFC and taken by its composed twin', async () => {
    const other = await heldByAnother('Joa\u0303oDaSorte')
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, { token: other.token })
    expect(info.data.nickname).toBe('Jo\u00e3oDaSorte')
    expect((await setNickname('JoãoDaSorte')).code).toBe(Code.NicknameTaken)
  })

  test('a nickname chosen before look-alikes were compared gets its skeleton at start', async () => {
    const older = await createPlayer(given.server.app)
    await given.server.db
      .update(users)
      .set({ nickname: 'VelhoDoRio', nicknameSkeleton: null })
      .where(eq(users.id, older.user.id))
    await seedNicknameSkeletons(given.server.db, given.server.app.config)
    // Cyrillic е and о.
    expect((await setNickname('V\u0435lhoD\u043eRio')).code).toBe(Code.NicknameTaken)
  })

  test('needs a session', async () => {
    expect((await call(given.server.app, 'user/nickname', { nickname: 'Someone' })).code).toBe(
      Code.SessionExpired,
    )
  })
})
