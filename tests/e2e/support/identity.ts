/** Identity data for the brazil profile's browser tests. */

import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'
import type { APIRequestContext } from '@playwright/test'
import { call, latestCode, newPhone, operatorToken, PASSWORD } from './api'

/** A CPF nobody has used in this run: eleven digits with valid check digits. */
export const newCpf = generateCpf

/** A date of birth `years` ago today, give or take a day (YYYY-MM-DD). */
export function bornYearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A player who signed up in the brazil profile with a CPF, a full name and an adult's birth date, logged in. */
export async function signUpWithIdentity(request: APIRequestContext, cpf: string = newCpf()) {
  const phone = newPhone()
  await call(request, 'sms/send', { username: phone.e164, purpose: 'register' })
  // Sign-up answers the session, as a login does: one session, as a player who signed up has.
  const login = await call<{ userinfo: { id: number; token: string } }>(request, 'user/register', {
    username: phone.e164,
    password: PASSWORD,
    codes: await latestCode(request, phone.e164, 'register'),
    agree: true,
    cpf,
    fullName: 'Joana Pereira Lima',
    birthDate: bornYearsAgo(30),
  })
  return { phone, cpf, id: login.userinfo.id, token: login.userinfo.token }
}

/** The operator verifies the player's identity (admin/identity_review), as the console's review does. */
export async function verifyIdentity(request: APIRequestContext, userId: number): Promise<void> {
  await call(request, 'admin/identity_review', { userId, state: 'verified' }, await operatorToken(request))
}

/** signUpWithIdentity, the identity then verified by the operator: deposits and games are open. */
export async function signUpVerified(request: APIRequestContext) {
  const player = await signUpWithIdentity(request)
  await verifyIdentity(request, player.id)
  return player
}
