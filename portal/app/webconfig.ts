import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import type { WebConfig } from '../../src/contract/content'
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
