import type { MoneyRecord, OrderStatus, OrderType } from '../../contract/money'

/**
 * The locale key of an order's state: a withdrawal waiting for the operator is "under review"; a top-up paid
 * but held for a refund (`held`) is "held", not "unpaid".
 */
export const statusKey = (type: OrderType | undefined, status: OrderStatus, held = false): string => {
  if (status !== 'unpaid') return `money.status.${status}`
  if (held) return 'money.status.held'
  return type === 'withdraw' ? 'money.status.review' : 'money.status.unpaid'
}

/** An unpaid PIX top-up whose code still works and that was not paid already (held): it reopens to pay. */
export const canReopen = (record: MoneyRecord, now: number): boolean =>
  record.type === 'recharge' &&
  record.status === 'unpaid' &&
  record.hold === null &&
  record.expiresAt !== null &&
  Date.parse(record.expiresAt) > now

/** Up to this many minutes the expected time reads in minutes, beyond it in whole hours. */
const MINUTES_UP_TO = 90

/** "Usually within N minutes/hours" for the operator's WITHDRAWAL_EXPECTED_MINUTES; one minute has its own text. */
export const expectedTime = (minutes: number): { key: string; count: number } => {
  if (minutes === 1) return { key: 'money.expectedMinute', count: 1 }
  return minutes <= MINUTES_UP_TO
    ? { key: 'money.expectedMinutes', count: minutes }
    : { key: 'money.expectedHours', count: Math.ceil(minutes / 60) }
}
