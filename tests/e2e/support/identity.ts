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

/** A 1x1 PNG: the photo ID of the players the tests register. */
export const PHOTO_ID = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * The extended registration given through the API, as the portal's page gives it, and the face match passed
 * on the simulator's hosted page where one is asked: deposits and play then wait only for the identity.
 */
export async function completeRegistration(request: APIRequestContext, token: string): Promise<void> {
  const uploaded = await request.post('/api/index/upload_voucher', {
    headers: { token },
    multipart: { file: { name: 'id.png', mimeType: 'image/png', buffer: PHOTO_ID } },
  })
  const { data: photo } = (await uploaded.json()) as { data: { id: string } }
  const status = await call<{ required: boolean; faceRequired: boolean }>(
    request,
    'user/complete_registration',
    {
      address: {
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      email: 'joana@example.com',
      gender: 'female',
      bankAccount: { bank: '001', branch: '1234', account: '12345-6', type: 'checking' },
      documentUploadId: photo.id,
      limits: { lossDay: null, lossWeek: null, lossMonth: 10_000_000, sessionMinutes: 1_440 },
    },
    token,
  )
  if (!status.faceRequired) return
  const { url } = await call<{ url: string }>(request, 'user/face_session', {}, token)
  await request.post(`${url}/decide`, { form: { outcome: 'pass' }, maxRedirects: 0 })
}

/**
 * A player who signed up in the brazil profile with a CPF, a full name and an adult's birth date, logged in,
 * the extended registration complete unless `registered` is false.
 */
export async function signUpWithIdentity(
  request: APIRequestContext,
  cpf: string = newCpf(),
  { registered = true } = {},
) {
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
  if (registered) await completeRegistration(request, login.userinfo.token)
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
