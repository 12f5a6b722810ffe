import { auditLog } from '@server/db/schema/audit'
import { playerLimits, playerProtection } from '@server/db/schema/protection'
import { Code } from '@src/contract/codes'
import {
  PLAYER_PERMISSIONS,
  PLAYER_SECTIONS,
  type PlayerActionResult,
  type PlayerDetail,
} from '@src/contract/players'
import type { OutboxData } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { fundGame, launchGame, openGame, spinCall } from '../games/gameFixtures'
import { ageCodes, createPlayer, type Player, serverWithOperator } from '../helpers'
import { bindPixKey, fund, setPayPassword, withdrawCall } from '../money/fixtures'
import { selfExclude, setLimits } from '../protection/fixtures'
import { adminCall, auditOf, operatorWith } from './fixtures'

const given = serverWithOperator()

const detail = (id: number, extra: Record<string, unknown> = {}) =>
  adminCall<PlayerDetail>(given.server.app, given.operator, 'player_detail', { id, ...extra })

const act = (path: string, body: Record<string, unknown>, token = given.operator) =>
  adminCall<PlayerActionResult>(given.server.app, token, path, body)

/** A player with a PIX key, a withdrawal password and R$ 50,00 in the wallet. */
const payingPlayer = async (): Promise<Player & { accountId: number }> => {
  const player = await createPlayer(given.server.app)
  const account = await bindPixKey(given.server.app, player, {
    phone: player.phone,
    cpf: '12345678909',
    pixKey: 'rita@example.com',
    pixKeyType: 'EMAIL',
  })
  await setPayPassword(given.server, player.user.id)
  await fund(given.server, player.user.id, 5_000)
  return { ...player, accountId: account.data.id }
}

const withdraw = (player: Player & { accountId: number }, amount: number) =>
  withdrawCall(given.server.app, player.token, amount, player.accountId)

describe('the player page', () => {
  test('shows identity, balances and the first page of every section with its total', async () => {
    const player = await payingPlayer()
    const answer = await detail(player.user.id)
    expect(answer.code).toBe(Code.Ok)
    const { data } = answer
    expect(data.player).toMatchObject({ id: player.user.id, phone: player.phone, hasPayPassword: true })
    expect(data.balances.wallet).toBe(5_000)
    expect(Object.keys(data.sections).sort()).toEqual([...PLAYER_SECTIONS].sort())
    expect(data.sections.ledger?.list[0]).toMatchObject({
      account: 'wallet',
      amount: 5_000,
      balanceAfter: 5_000,
    })
    // The login recorded its address and browser.
    expect(data.sections.sessions?.list[0]).toMatchObject({ ended: false, userAgent: expect.any(String) })
    expect(data.sections.sessions?.list[0]?.ip).toBeTruthy()
    expect(data.protection).toMatchObject({ exclusion: null, playBlockedAt: null })
  })

  test('pages a section through its history, newest first', async () => {
    const player = await createPlayer(given.server.app)
    for (const amount of [100, 200, 300]) await fund(given.server, player.user.id, amount)
    const first = await detail(player.user.id, { section: 'ledger', page: 1, limit: 2 })
    expect(Object.keys(first.data.sections)).toEqual(['ledger'])
    expect(first.data.sections.ledger?.total).toBe(3)
    expect(first.data.sections.ledger?.list.map((row) => row.amount)).toEqual([300, 200])
    const second = await detail(player.user.id, { section: 'ledger', page: 2, limit: 2 })
    expect(second.data.sections.ledger?.list.map((row) => row.amount)).toEqual([100])
  })

  test('an unknown player is not found; a player token is refused', async () => {
    expect((await detail(999_999_999)).code).toBe(Code.PlayerNotFound)
    const player = await createPlayer(given.server.app)
    const asPlayer = await adminCall(given.server.app, player.token, 'player_detail', { id: player.user.id })
    expect(asPlayer.code).toBe(Code.Forbidden)
  })
})

describe("the operator's actions, each audited", () => {
  test('a note is kept on the player and in the audit log with its author', async () => {
    const player = await createPlayer(given.server.app)
    expect(
      (await act('player_note', { id: player.user.id, text: '  Called about a late PIX.  ' })).code,
    ).toBe(Code.Ok)
    expect((await act('player_note', { id: player.user.id, text: '   ' })).code).toBe(Code.NoteEmpty)
    const notes = (await detail(player.user.id)).data.sections.notes
    expect(notes?.total).toBe(1)
    expect(notes?.list[0]?.text).toBe('Called about a late PIX.')
    const audit = await auditOf(given.server, `user:${player.user.id}`)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'player.note', after: { text: 'Called about a late PIX.' } })
    expect(audit[0]?.actorId).toBe(notes?.list[0]?.author.id)
  })

  test('a blocked player cannot spin or open a game but can still withdraw; unblocked, play goes on', async () => {
    const player = await payingPlayer()
    await fundGame(given.server.db, player.user.id, 2_000)
    const gameToken = await openGame(given.server.app, player, 'samba-night')
    expect(
      (await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'before-block' })).code,
    ).toBe(Code.Ok)
    const blocked = await act('player_block', {
      id: player.user.id,
      blocked: true,
      reason: 'chargeback dispute',
    })
    expect(blocked.code).toBe(Code.Ok)
    expect(blocked.data.playBlockedAt).not.toBeNull()
    expect(
      (await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'while-blocked' })).code,
    ).toBe(Code.PlayBlocked)
    expect((await launchGame(given.server.app, player, 'samba-night')).code).toBe(Code.PlayBlocked)
    // Opening the game moved the wallet to the game balance: money arrives in the wallet while blocked.
    await fund(given.server, player.user.id, 1_000)
    expect((await withdraw(player, 1_000)).code).toBe(Code.Ok)

    const unblocked = await act('player_block', { id: player.user.id, blocked: false, reason: 'resolved' })
    expect(unblocked.data.playBlockedAt).toBeNull()
    expect(
      (await spinCall(given.server.app, gameToken, { bet: 20, clientRoundId: 'after-block' })).code,
    ).toBe(Code.Ok)
    const audit = await auditOf(given.server, `user:${player.user.id}`)
    expect(audit.map((row) => row.action)).toEqual(['player.blockPlay', 'player.unblockPlay'])
    expect(audit[0]).toMatchObject({ reason: 'chargeback dispute', before: { playBlockedAt: null } })
    expect(audit[1]).toMatchObject({ reason: 'resolved', after: { playBlockedAt: null } })
  })

  test('a reset withdrawal password must be set again before the next withdrawal', async () => {
    const player = await payingPlayer()
    const reset = await act('player_pay_password_reset', { id: player.user.id, reason: 'player lost it' })
    expect(reset.data.hasPayPassword).toBe(false)
    expect((await withdraw(player, 1_000)).code).toBe(Code.PayPasswordFirst)
    const [row] = await auditOf(given.server, `user:${player.user.id}`)
    expect(row).toMatchObject({
      action: 'player.resetPayPassword',
      before: { hasPayPassword: true },
      after: { hasPayPassword: false },
    })
  })

  test('a code is resent to the player, under the usual 60 s wait, and its digits are never audited', async () => {
    const player = await createPlayer(given.server.app)
    // The sign-up's code was sent a moment ago: a minute passes.
    await ageCodes(given.server.db, player.phone)
    const sent = await act('player_resend_code', { id: player.user.id, purpose: 'paypwd' })
    expect(sent.code).toBe(Code.Ok)
    const outbox = await given.server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phone: player.phone },
    })
    const [message] = (outbox.json() as { data: OutboxData }).data
    expect(message?.purpose).toBe('paypwd')
    expect((await act('player_resend_code', { id: player.user.id, purpose: 'paypwd' })).code).toBe(
      Code.CodeTooSoon,
    )
    const audit = await auditOf(given.server, `user:${player.user.id}`)
    expect(audit.map((row) => row.action)).toEqual(['player.resendCode'])
    expect(JSON.stringify(audit[0])).not.toContain(message?.code ?? 'no code')
  })

  test("no console action loosens the player's protection", async () => {
    const player = await payingPlayer()
    await setLimits(given.server.app, player.token, { limits: { depositDay: 10_000, lossDay: 5_000 } })
    expect((await selfExclude(given.server.app, player, '24h')).code).toBe(Code.Ok)
    const read = async () => ({
      limits: await given.server.db
        .select()
        .from(playerLimits)
        .where(eq(playerLimits.userId, player.user.id)),
      protection: await given.server.db
        .select({
          term: playerProtection.exclusionTerm,
          since: playerProtection.excludedSince,
          until: playerProtection.excludedUntil,
          banned: playerProtection.bannedAt,
        })
        .from(playerProtection)
        .where(eq(playerProtection.userId, player.user.id)),
    })
    const before = await read()
    const id = player.user.id
    await ageCodes(given.server.db, player.phone)
    for (const [path, body] of [
      ['player_block', { id, blocked: true, reason: 'test' }],
      ['player_block', { id, blocked: false, reason: 'test' }],
      ['player_note', { id, text: 'please lift my exclusion' }],
      ['player_pay_password_reset', { id, reason: 'test' }],
      ['player_resend_code', { id, purpose: 'paypwd' }],
    ] as const)
      expect((await act(path, body)).code).toBe(Code.Ok)
    expect(await read()).toEqual(before)
    // Unblocking lifted only the operator's block: the self-exclusion still refuses play.
    expect((await launchGame(given.server.app, player, 'samba-night')).code).toBe(Code.SelfExcluded)
    expect((await detail(id)).data.protection.exclusion?.term).toBe('24h')
  })

  test('each action needs its own permission; a refused call changes nothing', async () => {
    const player = await createPlayer(given.server.app)
    const noter = await operatorWith(given.server, [PLAYER_PERMISSIONS.note])
    const id = player.user.id
    expect((await act('player_block', { id, blocked: true, reason: 'x' }, noter.token)).code).toBe(
      Code.Forbidden,
    )
    expect((await act('player_pay_password_reset', { id, reason: 'x' }, noter.token)).code).toBe(
      Code.Forbidden,
    )
    expect((await act('player_resend_code', { id, purpose: 'paypwd' }, noter.token)).code).toBe(
      Code.Forbidden,
    )
    expect((await act('player_note', { id, text: 'allowed' }, noter.token)).code).toBe(Code.Ok)
    const rows = await given.server.db.select().from(auditLog).where(eq(auditLog.actorId, noter.id))
    // The three refusals are audited as denials; the one action allowed is the only change.
    expect(rows.map((row) => row.action)).toEqual(['denied', 'denied', 'denied', 'player.note'])
    for (const [path, body] of [
      ['player_detail', { id }],
      ['player_note', { id, text: 'mine' }],
      ['player_block', { id, blocked: false, reason: 'x' }],
      ['player_pay_password_reset', { id, reason: 'x' }],
      ['player_resend_code', { id, purpose: 'paypwd' }],
    ] as const)
      expect((await act(path, body, player.token)).code).toBe(Code.Forbidden)
  })
})
