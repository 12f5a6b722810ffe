import { type APIRequestContext, expect } from '@playwright/test'
import { call } from './api'

/** Waits for the monitoring job, which runs every 30 seconds, to open a risk case on the player. */
export const riskCaseOpened = (request: APIRequestContext, userId: number, operatorToken: string) =>
  expect
    .poll(
      async () =>
        (
          await call<{ total: number }>(
            request,
            'admin/risk_cases',
            { status: 'open', userId, page: 1, limit: 20 },
            operatorToken,
          )
        ).total,
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0)
