import type { ApiClient } from '@src/api/types'
import type { ReportTable } from '@src/contract/reports'
import type { LoginData } from '@src/contract/user'
import { describe, expect, expectTypeOf, test } from 'vitest'

// The contract's paths type their body and answer; `npm test` runs tsc, which checks these lines.
const typedCalls = (api: ApiClient) => {
  expectTypeOf(api.post('user/login', { username: '+5511987654321', password: 'secret-123' })).toEqualTypeOf<
    Promise<LoginData>
  >()
  expectTypeOf(api.post('logout')).toEqualTypeOf<Promise<null>>()
  expectTypeOf(api.post('admin/report_summary', { from: '2026-01-01', to: '2026-01-31' })).toEqualTypeOf<
    Promise<ReportTable>
  >()
  // @ts-expect-error an answer's type comes from the table, never from the call
  api.post<{ banners: string[] }>('index/getban')
  // A path outside the table answers unknown, for the caller to check.
  expectTypeOf(api.post('elsewhere/hook')).toEqualTypeOf<Promise<unknown>>()
  // @ts-expect-error a known path refuses a body of the wrong shape
  api.post('user/login', { phone: '+5511987654321' })
  // @ts-expect-error a known path refuses a missing body
  api.post('user/login')
}

describe('typed calls', () => {
  test('the contract typing is a compile-time check with no runtime cost', () => {
    expect(typedCalls).toBeTypeOf('function')
  })
})
