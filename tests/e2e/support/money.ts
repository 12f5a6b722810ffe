import { execFileSync } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import type { Balances } from '../../../src/contract/wallet'
import { call } from './api'

/** A player's balances, read through the API. */
export async function balances(request: APIRequestContext, token: string): Promise<Balances> {
  const response = await request.get('/api/index/get_wallet', { headers: { token, vuelang: 'en' } })
  return (await response.json()).data as Balances
}

/** Runs the provider command (a signed webhook) against the test server, as the bank would after the player paid. */
export function settleWithProvider(brCode: string, baseURL: string): string {
  return execFileSync('npx', ['tsx', 'scripts/pix-provider.ts', brCode, '--url', baseURL], {
    env: { ...process.env, NODE_ENV: 'test' },
    encoding: 'utf8',
  })
}

/** Sends a code, waiting out the 60 s between two codes to one phone (the sign-up code was sent just now). */
export async function sendCode(request: APIRequestContext, purpose: string, token: string): Promise<void> {
  for (;;) {
    try {
      await call(request, 'sms/send', { purpose }, token)
      return
    } catch (error) {
      const wait = /answered 1005\D*(\d+) s/.exec(String(error))?.[1]
      if (!wait) throw error
      await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000))
    }
  }
}
