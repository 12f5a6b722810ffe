import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import type { WebConfig } from '../../src/contract/content'
import { forbiddenPromotionPages, PROFILE_FORBIDDEN_PROMOTIONS } from '../../src/contract/protection-values'
import { expectedTime } from '../../src/features/money/record-state'
import { useT } from '../../src/i18n/react'

/** The operator's web config (webconfig/index), fetched at launch; null until it arrives or when it cannot. */
export const $webConfig = atom<WebConfig | null>(null)

/** "Usually within N minutes/hours" for a pending withdrawal; undefined until the web config arrives. */
export function useWithdrawalExpected(): string | undefined {
  const t = useT()
  const config = useStore($webConfig)
  if (!config) return undefined
  const { key, count } = expectedTime(config.withdrawalExpectedMinutes)
  return t(key, { count })
}

/** The pages of the promotions the compliance profile forbids (no menu leads there); none until known. */
export function useForbiddenPromotionPages(): string[] {
  const config = useStore($webConfig)
  return config ? forbiddenPromotionPages(config.compliance) : []
}

/** Whether the compliance profile forbids every deposit bonus: then no order mentions one, not even R$ 0,00. */
export function useDepositBonusForbidden(): boolean {
  const config = useStore($webConfig)
  const forbidden = config ? PROFILE_FORBIDDEN_PROMOTIONS[config.compliance] : []
  return forbidden.includes('first_deposit') && forbidden.includes('recharge_cashback')
}
