import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Env, providerEnabled } from '../providerSettings'

/** Hub88's settings (README, docs/providers.md): its Operator API, our operator id, the two keys. */
export interface Hub88Config {
  /** Any HUB88_* setting given turns the provider on; production then needs them all. */
  enabled: boolean
  /** HUB88_API_URL: the base of Hub88's Operator API (the Games API calls go there). */
  apiUrl: string | undefined
  /** HUB88_OPERATOR_ID: the operator_id Hub88 gave us; a wallet call naming another is refused. */
  operatorId: number | undefined
  /** HUB88_PUBLIC_KEY: Hub88's key, which every wallet call's X-Hub88-Signature must verify against. */
  publicKey: KeyObject | undefined
  /** HUB88_PRIVATE_KEY: the operator's key, which signs our Games API calls. */
  privateKey: KeyObject | undefined
  /**
   * HUB88_WALLET: the site's wallet model, `seamless` (Hub88 calls /gp/hub88/, the default) or `transfer`
   * (the operator moves money in and out of Hub88's balance through the TransferWallet API). Hub88 lets a
   * site (sub_partner_id) use one of them only, so in transfer mode the seamless callbacks are refused.
   */
  wallet?: Hub88WalletModel
  /** HUB88_SUB_PARTNER_ID: the site's sub_partner_id, which the TransferWallet API requires. */
  subPartnerId?: string | undefined
}

const HUB88_WALLET_MODELS = ['seamless', 'transfer'] as const
type Hub88WalletModel = (typeof HUB88_WALLET_MODELS)[number]

/** Whether these settings move money with Hub88's TransferWallet API rather than the seamless wallet. */
export const transferWalletOn = (config: Hub88Config): boolean =>
  config.enabled && config.wallet === 'transfer'

const SETTINGS = ['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY', 'HUB88_PRIVATE_KEY'] as const

/** A PEM key given as its text or as the path of a file holding it. */
const pemOf = (name: string, value: string): string => {
  if (value.trimStart().startsWith('-----BEGIN')) return value
  try {
    return readFileSync(value, 'utf8')
  } catch {
    throw new Error(`${name} is neither PEM text nor a readable file: ${value}`)
  }
}

const keyOf = (name: string, value: string | undefined, make: (pem: string) => KeyObject) => {
  if (!value) return undefined
  try {
    return make(pemOf(name, value))
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(name)) throw error
    throw new Error(`${name} is not a valid PEM key`)
  }
}

/**
 * Reads the HUB88_* settings. Production refuses to start with Hub88 on and one of them missing; no setting
 * turns the signature check off (without HUB88_PUBLIC_KEY every wallet call is refused as unsigned).
 */
export const loadHub88Config = (env: Env, production: boolean): Hub88Config => {
  const enabled = providerEnabled(env, SETTINGS, production, {
    provider: 'Hub88',
    all: 'all four HUB88_* settings',
  })
  const wallet = (env.HUB88_WALLET || 'seamless') as Hub88WalletModel
  if (!HUB88_WALLET_MODELS.includes(wallet))
    throw new Error(`HUB88_WALLET must be seamless or transfer, not ${env.HUB88_WALLET}`)
  if (production && enabled && wallet === 'transfer' && !env.HUB88_SUB_PARTNER_ID)
    throw new Error(
      'HUB88_WALLET=transfer needs HUB88_SUB_PARTNER_ID: the TransferWallet API names the site in every call',
    )
  const operatorId = env.HUB88_OPERATOR_ID ? Number(env.HUB88_OPERATOR_ID) : undefined
  if (operatorId !== undefined && !Number.isSafeInteger(operatorId))
    throw new Error('HUB88_OPERATOR_ID must be a whole number')
  return {
    enabled,
    apiUrl: env.HUB88_API_URL || undefined,
    operatorId,
    publicKey: keyOf('HUB88_PUBLIC_KEY', env.HUB88_PUBLIC_KEY, (pem) => createPublicKey(pem)),
    privateKey: keyOf('HUB88_PRIVATE_KEY', env.HUB88_PRIVATE_KEY, (pem) => createPrivateKey(pem)),
    wallet,
    subPartnerId: env.HUB88_SUB_PARTNER_ID || undefined,
  }
}

/** Whether the operator's calls to Hub88 (Games API, reports) can be made: its address, our key and id. */
export const hub88ApiReady = (hub88: Hub88Config): boolean =>
  Boolean(hub88.apiUrl && hub88.privateKey && hub88.operatorId !== undefined)
