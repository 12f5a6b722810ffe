import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { Db } from '../../db'
import {
  authenticate,
  balance,
  credit,
  debit,
  GatewayRefusal,
  playerOfExternalId,
  rollback,
  WALLET_CURRENCY,
} from '../gateway'
import type { Hub88Config } from './config'
import {
  BalanceBody,
  BetBody,
  centavosOf,
  type Hub88Status,
  PROVIDER,
  RollbackBody,
  STATUS,
  STATUS_OF,
  UserInfoBody,
  unitsOf,
  WinBody,
} from './protocol'
import { verifyBody } from './signature'

/** One wallet call's answer: always HTTP 200, the outcome in `status`, `request_uuid` echoed. */
export type Hub88Answer = { status: Hub88Status; request_uuid?: string } & Record<string, unknown>

export const WALLET_PATHS = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const
export type WalletPath = (typeof WALLET_PATHS)[number]

const checks = {
  'user/info': TypeCompiler.Compile(UserInfoBody),
  'user/balance': TypeCompiler.Compile(BalanceBody),
  'transaction/bet': TypeCompiler.Compile(BetBody),
  'transaction/win': TypeCompiler.Compile(WinBody),
  'transaction/rollback': TypeCompiler.Compile(RollbackBody),
} satisfies Record<WalletPath, ReturnType<typeof TypeCompiler.Compile<TSchema>>>

class Refused extends Error {
  constructor(readonly status: Hub88Status) {
    super(status)
  }
}

const playerOf = async (db: Db, user: string): Promise<number> => {
  const userId = await playerOfExternalId(db, PROVIDER, user).catch(() => {
    throw new GatewayRefusal('retryable')
  })
  if (userId === null) throw new GatewayRefusal('unknownPlayer')
  return userId
}

const centavos = (amount: number): number => {
  const value = centavosOf(amount)
  if (value === null) throw new GatewayRefusal('badAmount')
  return value
}

const funds = (user: string, centavosBalance: number) => ({
  user,
  currency: WALLET_CURRENCY,
  balance: unitsOf(centavosBalance),
})

/** What a bet and a win tell the gateway alike: the provider's ids, round, game, currency and amount. */
const gatewayCall = (userId: number, body: BetBody | WinBody) => ({
  provider: PROVIDER,
  userId,
  transactionId: body.transaction_uuid,
  round: body.round,
  gameCode: body.game_code,
  currency: body.currency,
  amount: centavos(body.amount),
  roundClosed: body.round_closed,
})

type Handlers = { [P in WalletPath]: (db: Db, body: never) => Promise<Record<string, unknown>> }

const handlers: Handlers = {
  'user/info': async (db, body: UserInfoBody) => {
    await playerOf(db, body.user)
    return { user: body.user }
  },
  'user/balance': async (db, body: BalanceBody) => {
    const session = await authenticate(db, PROVIDER, body.token).catch((error) => {
      // A balance is answered for an ended session too; only a token never issued is refused.
      if (error instanceof GatewayRefusal && error.reason === 'tokenExpired') return null
      throw error
    })
    const userId = await playerOf(db, body.user)
    if (session && session.userId !== userId) throw new GatewayRefusal('invalidToken')
    return funds(body.user, await balance(db, userId))
  },
  'transaction/bet': async (db, body: BetBody) => {
    const userId = await playerOf(db, body.user)
    const outcome = await debit(db, { ...gatewayCall(userId, body), token: body.token })
    return funds(body.user, outcome.balance)
  },
  'transaction/win': async (db, body: WinBody) => {
    const userId = await playerOf(db, body.user)
    const call = gatewayCall(userId, body)
    const promo = body.is_supplier_promo === true
    // Every win pays a bet this wallet holds, a free round's 0 bet included; a supplier's promotion needs none.
    if (!promo && body.reference_transaction_uuid === undefined) throw new GatewayRefusal('betNotFound')
    const outcome = await credit(db, {
      ...call,
      creditKind: promo ? 'promo' : body.is_free ? 'free' : 'win',
      freespinGrant: body.is_free && !promo ? body.reward_uuid : undefined,
      betId: promo ? undefined : body.reference_transaction_uuid,
    })
    return funds(body.user, outcome.balance)
  },
  'transaction/rollback': async (db, body: RollbackBody) => {
    const userId = await playerOf(db, body.user)
    const outcome = await rollback(db, {
      provider: PROVIDER,
      userId,
      transactionId: body.transaction_uuid,
      targetId: body.reference_transaction_uuid,
    })
    return funds(body.user, outcome.balance)
  },
}

const parse = (raw: Buffer): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'))
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // answered below
  }
  throw new Refused(STATUS.wrongSyntax)
}

/**
 * Answers one signed wallet call: the signature over the raw bytes first, then the body, then the gateway.
 * Nothing here throws: every failure is a status.
 */
export const answerWalletCall = async (
  db: Db,
  config: Hub88Config,
  path: WalletPath,
  raw: Buffer,
  signature: string | undefined,
): Promise<Hub88Answer> => {
  let requestUuid: string | undefined
  let user: string | undefined
  try {
    const valid = verifyBody(raw, signature, config.publicKey)
    const body = parse(raw)
    if (typeof body.request_uuid === 'string') requestUuid = body.request_uuid
    // A site uses one wallet model (Hub88's sub_partner_id rule): a transfer-wallet site takes no callbacks.
    if (config.wallet === 'transfer') throw new Refused(STATUS.invalidPartner)
    if (!valid) throw new Refused(STATUS.invalidSignature)
    if (!checks[path].Check(body)) throw new Refused(STATUS.wrongTypes)
    if (typeof body.user === 'string') user = body.user
    if (
      config.operatorId !== undefined &&
      body.operator_id !== undefined &&
      body.operator_id !== config.operatorId
    )
      throw new Refused(STATUS.invalidPartner)
    const answer = await handlers[path](db, body as never)
    return { ...answer, status: STATUS.ok, request_uuid: requestUuid }
  } catch (error) {
    const status =
      error instanceof Refused
        ? error.status
        : error instanceof GatewayRefusal
          ? STATUS_OF[error.reason]
          : STATUS.unknown
    const withBalance =
      error instanceof GatewayRefusal && error.balance !== undefined && user !== undefined
        ? funds(user, error.balance)
        : user !== undefined
          ? { user }
          : {}
    return { ...withBalance, status, request_uuid: requestUuid }
  }
}
