import type { App } from '@server/app'
import type { OperatorRole } from '@server/services/accounts/operatorRoles'
import { createOperator } from '@server/services/accounts/operators'
import type { Envelope } from '@src/contract/envelope'
import type { LoginData } from '@src/contract/user'
import { TOTP } from 'otpauth'
import { newPhone, type TestServer } from '../helpers'

/** Where a console call comes from: an address and a browser. */
export interface Origin {
  ip?: string
  agent?: string
}

export const OFFICE: Required<Origin> = {
  ip: '10.20.30.40',
  agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
}

/** POST /api/<path> from an address and a browser of the test's choosing; answers the envelope. */
export const consoleCall = async <T = unknown>(
  app: App,
  path: string,
  body: unknown,
  token: string | undefined,
  { ip = OFFICE.ip, agent = OFFICE.agent }: Origin = {},
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(token ? { token } : {}), 'user-agent': agent, vuelang: 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
    remoteAddress: ip,
  })
  return response.json()
}

export interface Operator {
  id: number
  phone: string
  password: string
  token: string
}

const PASSWORD = 'console operator 1'

/** Logs an account in from `origin`; answers a new session's token. */
export const logIn = async (app: App, phone: string, password = PASSWORD, origin: Origin = {}) => {
  const login = await consoleCall<LoginData>(
    app,
    'user/login',
    { username: phone, password },
    undefined,
    origin,
  )
  if (login.code !== 1) throw new Error(`login failed: ${login.code} ${login.msg}`)
  return login.data.userinfo.token
}

/** A new console account with `role` (as scripts/create-operator.ts makes them), logged in from the office. */
export const createOperatorWithRole = async (server: TestServer, role: OperatorRole): Promise<Operator> => {
  const phone = newPhone()
  const user = await createOperator(server.db, { phone, password: PASSWORD, role })
  return { id: user.id, phone, password: PASSWORD, token: await logIn(server.app, phone, PASSWORD) }
}

/** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
export const appCode = (secret: string, steps = 0): string =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + steps * 30_000 })

/** Enrols an operator's second factor from the office: answers the secret and the ten recovery codes. */
export const enrol = async (app: App, operator: Operator) => {
  const started = await consoleCall<{ secret: string; uri: string }>(
    app,
    'console/totp_enrol',
    undefined,
    operator.token,
  )
  if (started.code !== 1) throw new Error(`enrol failed: ${started.code}`)
  const confirmed = await consoleCall<{ recoveryCodes: string[] }>(
    app,
    'console/totp_confirm',
    { code: appCode(started.data.secret) },
    operator.token,
  )
  if (confirmed.code !== 1) throw new Error(`confirm failed: ${confirmed.code}`)
  return { ...started.data, recoveryCodes: confirmed.data.recoveryCodes }
}
