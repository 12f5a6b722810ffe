import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { ComplianceProfile } from '../../contract/protection'

const profiles = new WeakMap<ApiClient, Promise<ComplianceProfile>>()

/**
 * The operator's compliance profile (webconfig/index `compliance`, issue 18), asked once per API client:
 * the portal's, or a widget element's. 'standard' when the answer does not come.
 */
export function complianceOf(api: ApiClient): Promise<ComplianceProfile> {
  let profile = profiles.get(api)
  if (!profile) {
    profile = api.post('webconfig/index', undefined, { silent: true }).then(
      (config) => config.compliance,
      () => 'standard' as const,
    )
    profiles.set(api, profile)
  }
  return profile
}

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
