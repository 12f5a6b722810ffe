import { type Env, providerEnabled } from '../providerSettings'

/** Slotegrator's settings (README, docs/providers.md): its API, our merchant id, the shared merchant key. */
export interface SlotegratorConfig {
  /** Any SLOTEGRATOR_* setting given turns the provider on; production then needs them all. */
  enabled: boolean
  /** SLOTEGRATOR_API_URL: the base of Slotegrator's GIS API (the calls the operator makes go there). */
  apiUrl: string | undefined
  /** SLOTEGRATOR_MERCHANT_ID: the X-Merchant-Id every callback must carry. */
  merchantId: string | undefined
  /** SLOTEGRATOR_MERCHANT_KEY: the shared secret of the HMAC-SHA1 signatures, both ways. */
  merchantKey: string | undefined
}

const SETTINGS = ['SLOTEGRATOR_API_URL', 'SLOTEGRATOR_MERCHANT_ID', 'SLOTEGRATOR_MERCHANT_KEY'] as const

/**
 * Reads the SLOTEGRATOR_* settings. Production refuses to start with Slotegrator on and one of them
 * missing; no setting turns the signature check off (without a merchant key every callback is refused).
 */
export const loadSlotegratorConfig = (env: Env, production: boolean): SlotegratorConfig => {
  const enabled = providerEnabled(env, SETTINGS, production, {
    provider: 'Slotegrator',
    all: 'all three SLOTEGRATOR_* settings',
  })
  return {
    enabled,
    apiUrl: env.SLOTEGRATOR_API_URL || undefined,
    merchantId: env.SLOTEGRATOR_MERCHANT_ID || undefined,
    merchantKey: env.SLOTEGRATOR_MERCHANT_KEY || undefined,
  }
}

/** Whether the operator's calls to GIS can be made and signed: its address, the merchant id and key. */
export const slotegratorApiReady = (slotegrator: SlotegratorConfig): boolean =>
  Boolean(slotegrator.apiUrl && slotegrator.merchantId && slotegrator.merchantKey)
