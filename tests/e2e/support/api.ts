import type { APIRequestContext } from '@playwright/test'
import type { Envelope } from '@src/contract/envelope'

/**
 * Talks to the real server the browser tests run against, the way a second device would: to prepare players,
 * read verification codes from the development outbox, or act behind the page's back.
 */
export async function call<T>(
  request: APIRequestContext,
  path: string,
  data?: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data: data ?? {},
    headers: { vuelang: 'en', ...(token ? { token } : {}) },
  })
  const body = (await response.json()) as Envelope<T>
  if (body.code !== 1) throw new Error(`${path} answered ${body.code}: ${body.msg}`)
  return body.data
}

/** A Brazilian mobile number nobody has used yet in this run: +55 11 9xxxx-xxxx. */
export function newPhone(): { e164: string; national: string } {
  const national = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  return { e164: `+55${national}`, national }
}

/** The newest code the server sent to a phone for a purpose (development outbox). */
export async function latestCode(
  request: APIRequestContext,
  phone: string,
  purpose: string,
): Promise<string> {
  const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`)
  const body = (await response.json()) as Envelope<{ purpose: string; code: string }[]>
  const sent = body.data.find((entry) => entry.purpose === purpose)
  if (!sent) throw new Error(`no ${purpose} code sent to ${phone}`)
  return sent.code
}

export const PASSWORD = 'senha-forte-123'

/** The operator the server seeds outside production (server/config.ts). */
export const OPERATOR = { username: '+5511999990000', password: 'ficha-operator' }

/** The seeded operator's session token. */
export const operatorToken = async (request: APIRequestContext): Promise<string> =>
  (await call<{ userinfo: { token: string } }>(request, 'user/login', OPERATOR)).userinfo.token

/** Registers a player through the API, logged in by the sign-up; returns the phone and a session token. */
export async function createPlayer(request: APIRequestContext, invitationCode?: string) {
  const phone = newPhone()
  await call(request, 'sms/send', { username: phone.e164, purpose: 'register' })
  const codes = await latestCode(request, phone.e164, 'register')
  const login = await call<{ userinfo: { token: string; handle: string } }>(request, 'user/register', {
    username: phone.e164,
    password: PASSWORD,
    codes,
    agree: true,
    ...(invitationCode ? { invitation_code: invitationCode } : {}),
  })
  // Other players see the handle (no digit of the phone) until a nickname is chosen.
  return { phone, token: login.userinfo.token, handle: login.userinfo.handle }
}

/** createPlayer, with the player's id as the console shows it. */
export async function createPlayerWithId(request: APIRequestContext) {
  const player = await createPlayer(request)
  const { id } = await call<{ id: number }>(request, 'user/getUserinfo', {}, player.token)
  return { ...player, id }
}
