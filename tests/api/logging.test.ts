/**
 * A full player journey with the log at its most verbose (debug), every line kept: sign-up, failed and
 * good logins, a password reset, a PIX card with CPF and key, top-ups, a hand-off to the portal, a game
 * launched and played, a withdrawal attempt, and a database error carrying the player's data. No line may
 * hold the phone, the CPF, the PIX key, a token, a verification code, a hand-off code or a launch token.
 */
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { GameLaunch } from '../../src/contract/game'
import type { HandoffData } from '../../src/contract/handoff'
import type { PayoutAccount } from '../../src/contract/money'
import type { LoginData } from '../../src/contract/user'
import { launchTokenOf } from './games/gameFixtures'
import { ageCodes, call, createTestServer, lastCode, sharedServer } from './helpers'
import { data, invitedPlayer, play, topUp } from './rewards/fixtures'

const lines: string[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})

const given = sharedServer(() => createTestServer({ config: { logLevel: 'debug' }, logStream: sink }))

const CARD = {
  firstName: 'Maria',
  lastName: 'Quitéria',
  email: 'maria.quiteria@example.com',
  phone: '+5511976543210',
  cpf: '529.982.247-25',
  pixKey: 'maria.quiteria@example.com',
  pixKeyType: 'EMAIL',
}

/** The forms a value can take in a line: as given, digits only, without the country code. */
const formsOf = (value: string): string[] => {
  const digits = value.replace(/\D/g, '')
  return [value, ...(digits.length >= 8 ? [digits, digits.slice(2)] : [])]
}

describe('the logs of a full journey', () => {
  test('hold no phone, CPF, PIX key, token, code, hand-off code or launch token', async () => {
    const secrets: string[] = [CARD.cpf, CARD.pixKey, CARD.phone]
    const inviter = await invitedPlayer(given.server.app)
    const player = await invitedPlayer(given.server.app, inviter)
    secrets.push(inviter.phone, player.phone, inviter.token, player.token, player.password)

    // Failed and good logins, a password reset by code.
    await call(given.server.app, 'user/login', { username: player.phone, password: 'not the password' })
    await ageCodes(given.server.db, player.phone)
    await call(given.server.app, 'sms/send', { username: player.phone, purpose: 'reset' })
    await expect
      .poll(() => lastCode(given.server.app, player.phone, 'reset').catch(() => ''))
      .toMatch(/^\d{6}$/)
    const resetCode = await lastCode(given.server.app, player.phone, 'reset')
    secrets.push(resetCode)
    await call(given.server.app, 'user/change_pwd', {
      username: player.phone,
      code: resetCode,
      password: 'wrong fox 42',
    })
    const login = data(
      await call<LoginData>(given.server.app, 'user/login', {
        username: player.phone,
        password: 'wrong fox 42',
      }),
    )
    const token = login.userinfo.token
    secrets.push(token)
    const relogged = { ...player, token }

    // Payout card, top-ups (the first pays a bonus), play.
    data(await call<PayoutAccount>(given.server.app, 'index/bind_card', CARD, { token }))
    await topUp(given.server.app, relogged, 20_000)
    await topUp(given.server.app, relogged, 30_000)
    await play(given.server, relogged, 1_000, 3)

    // A hand-off code (read from the URL of the portal) and a game launch link.
    const handoff = data(await call<HandoffData>(given.server.app, 'widget/handoff', undefined, { token }))
    secrets.push(handoff.code)
    await given.server.app.inject({ method: 'GET', url: `/?handoff=${handoff.code}` })
    await call(given.server.app, 'widget/exchange', { code: handoff.code })
    const launch = data(
      await call<GameLaunch>(given.server.app, 'index/in_game', { slug: 'fruta-tropical' }, { token }),
    )
    const launchToken = launchTokenOf(launch.url)
    secrets.push(launchToken)
    await call(given.server.app, 'game/open', { launch: launchToken })

    // The outbox read by phone, with the phone in the query string; a malformed URL.
    await given.server.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { phone: player.phone } })
    await given.server.app.inject({ method: 'GET', url: `/api/index/%E0%A4%A?phone=${player.phone}` })

    // A database error whose query carried the player's phone and CPF, logged as the server logs errors.
    const failure = await given.server.db
      .execute(sql`select ${player.phone}::integer, ${CARD.cpf}::integer`)
      .catch((error: unknown) => error)
    given.server.app.log.error({ err: failure }, 'unexpected error')

    for (const code of await Promise.all([
      lastCode(given.server.app, inviter.phone),
      lastCode(given.server.app, player.phone),
    ]))
      secrets.push(code)

    expect(lines.length).toBeGreaterThan(50)
    const leaks = secrets
      .flatMap(formsOf)
      .filter((secret) => secret.length >= 6)
      .flatMap((secret) => lines.filter((line) => line.includes(secret)).map((line) => `${secret}: ${line}`))
    expect(leaks).toEqual([])
  })
})
