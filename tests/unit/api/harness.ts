import { createApi } from '@src/api/client'
import type { ApiOptions } from '@src/api/types'
import { vi } from 'vitest'
import { t } from './english'

/** A client on the real English texts whose toast, dialog and relaunch are spies. */
export const clientFor = (baseUrl: string, options: Partial<ApiOptions> = {}) => {
  const toast = vi.fn<(message: string) => void>()
  const confirm = vi.fn<ApiOptions['ui']['confirm']>(async () => false)
  const relaunchLogin = vi.fn<() => void>()
  const api = createApi({ baseUrl, t, ui: { toast, confirm }, relaunchLogin, ...options })
  return { api, toast, confirm, relaunchLogin }
}

/** Waits for the rejection and hands back the error to look at. */
export const failureOf = async (call: Promise<unknown>): Promise<unknown> => {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('the call succeeded')
}
