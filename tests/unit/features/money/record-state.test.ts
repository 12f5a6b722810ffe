import type { MoneyRecord } from '@src/contract/money'
import { canReopen, expectedTime, statusKey } from '@src/features/money/record-state'
import { describe, expect, test } from 'vitest'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const record = (patch: Partial<MoneyRecord>): MoneyRecord => ({
  id: 7,
  type: 'recharge',
  status: 'unpaid',
  amount: 5_000,
  target: 'PIX',
  createdAt: '2026-11-23T11:50:00Z',
  failureReason: null,
  refusal: null,
  auditedAt: null,
  expiresAt: '2026-11-23T12:20:00Z',
  hold: null,
  ...patch,
})

describe('a money record as the lists show it', () => {
  test('a withdrawal waiting for the operator reads "under review"; everything else its own state', () => {
    expect(statusKey('withdraw', 'unpaid')).toBe('money.status.review')
    expect(statusKey('recharge', 'unpaid')).toBe('money.status.unpaid')
    expect(statusKey('withdraw', 'paid')).toBe('money.status.paid')
    expect(statusKey(undefined, 'failed')).toBe('money.status.failed')
  })

  test('an unpaid PIX top-up reopens until its code expires', () => {
    expect(canReopen(record({}), NOW)).toBe(true)
    expect(canReopen(record({ expiresAt: '2026-11-23T11:59:59Z' }), NOW)).toBe(false)
    expect(canReopen(record({ status: 'paid' }), NOW)).toBe(false)
    // A bank transfer under review has no code to pay again.
    expect(canReopen(record({ expiresAt: null }), NOW)).toBe(false)
    expect(canReopen(record({ type: 'withdraw' }), NOW)).toBe(false)
  })

  test('a top-up paid from another CPF reads held, not unpaid, and is not offered to be paid again', () => {
    expect(statusKey('recharge', 'unpaid', true)).toBe('money.status.held')
    expect(statusKey('recharge', 'failed', true)).toBe('money.status.failed')
    expect(canReopen(record({ hold: 'payerMismatch' }), NOW)).toBe(false)
  })

  test('the expected time reads in minutes up to 90, then in whole hours', () => {
    expect(expectedTime(1)).toEqual({ key: 'money.expectedMinute', count: 1 })
    expect(expectedTime(30)).toEqual({ key: 'money.expectedMinutes', count: 30 })
    expect(expectedTime(90)).toEqual({ key: 'money.expectedMinutes', count: 90 })
    expect(expectedTime(120)).toEqual({ key: 'money.expectedHours', count: 2 })
    expect(expectedTime(1_441)).toEqual({ key: 'money.expectedHours', count: 25 })
  })
})
