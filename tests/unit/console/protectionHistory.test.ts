import { detailLines, eventText } from '@console/app/protection-history'
import en from '@locales/en.json'
import pt from '@locales/pt.json'
import { PROTECTION_EVENTS } from '@src/contract/protection-values'
import { type Catalogue, createTranslator } from '@src/i18n/translator'
import { describe, expect, test } from 'vitest'

const when = (iso: string | null) => iso ?? '—'

// Each event's detail as the server records it (server/services: logProtection's callers).
const DETAILS: Record<string, Record<string, unknown>> = {
  limitRefused: { action: 'recharge', code: 1610, limit: 'depositDay', left: 500 },
  depositHeld: { orderId: 12, amount: 5000, hold: 'payerMismatch' },
  identityChanged: { from: 'pending', to: 'refused', reason: 'Documento ilegível', provider: 'manual' },
  rewardWithheld: { kind: 'rebate', key: 'rebate:2026-11-27', amount: 120 },
  riskFlagged: { rule: 'sharedIdentifier', caseId: 3, key: 'with:7:device' },
  riskCaseAssigned: { caseId: 3, ownerId: 1 },
  riskCaseDecided: { caseId: 3, decision: 'noAction', reason: 'Mesma família' },
  riskCaseExported: { caseId: 3 },
  banned: { occasion: 'login', closesAt: '2026-12-28T00:00:00.000Z' },
  accountClosed: {
    reason: 'nationalBanList',
    bannedAt: '2026-11-28T00:00:00.000Z',
    amount: 900,
    returnedBy: 'heldForOperator',
  },
  sessionEnded: { loginSessionId: 44, minutes: 60 },
  viewedByOperator: { query: '12345678909' },
}

describe.each([
  ['en', en],
  ['pt', pt],
])('the protection history in %s', (_, catalogue) => {
  const t = createTranslator(catalogue as Catalogue)
  test('every event has its name', () => {
    for (const event of PROTECTION_EVENTS) expect(eventText(t, event)).not.toMatch(/^adminProtection\./)
  })
  test.each(Object.entries(DETAILS))('%s: every field labelled and every name in words', (_event, detail) => {
    for (const line of detailLines(t, when, detail)) {
      expect(line.label).not.toBe(line.key)
      expect(`${line.label} ${line.text}`).not.toMatch(/\b(adminProtection|adminRisk|rewards|code)\.\w/)
    }
  })
  test('names and reasons read in words; free text and unknown names as recorded', () => {
    const lines = (detail: Record<string, unknown>) => detailLines(t, when, detail).map((line) => line.text)
    expect(lines({ rule: 'sharedIdentifier' })[0]).toBe(t('adminRisk.rules.sharedIdentifier'))
    expect(lines({ code: 1610 })[0]).toBe(t('code.1610'))
    expect(lines({ reason: 'Mesma família' })).toEqual(['Mesma família'])
    expect(lines({ action: 'somethingNew' })).toEqual(['somethingNew'])
    expect(eventText(t, 'somethingNew')).toBe('somethingNew')
  })
})
