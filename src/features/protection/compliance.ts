import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { WebConfig } from '../../contract/content'
import type { ComplianceProfile } from '../../contract/protection'

const configs = new WeakMap<ApiClient, Promise<WebConfig>>()

/**
 * The operator's web config (webconfig/index), asked once per API client: the portal's (its launch fills
 * $webConfig from it), or a widget element's. A failed answer stays cached, as the profile's always has: the
 * page life does not ask again.
 */
export function webConfigOf(api: ApiClient): Promise<WebConfig> {
  const config = configs.get(api) ?? api.post('webconfig/index', undefined, { silent: true })
  configs.set(api, config)
  return config
}

/**
 * The operator's compliance profile (webconfig/index `compliance`), from the client's web config:
 * 'standard' when the answer does not come.
 */
export const complianceOf = (api: ApiClient): Promise<ComplianceProfile> =>
  webConfigOf(api).then(
    (config) => config.compliance,
    () => 'standard' as const,
  )

/** The compliance profile for a page; null until it is known. */
export function useCompliance(api: ApiClient): ComplianceProfile | null {
  const [profile, setProfile] = useState<ComplianceProfile | null>(null)
  useEffect(() => {
    let live = true
    complianceOf(api).then((known) => {
      if (live) setProfile(known)
    })
    return () => {
      live = false
    }
  }, [api])
  return profile
}
