import { LIMIT_KEYS, type LimitKey, type Limits } from '@src/contract/protection'
import { LimitsForm } from '@src/features/protection/LimitsForm'
import { t } from '@src/i18n'
import { formatBRL } from '@src/money'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { act, cleanup, render, settle, type, waitFor } from '../render'

const LIMITS: Limits = {
  limits: Object.fromEntries(
    LIMIT_KEYS.map((key) => [key, { value: null, pending: null, used: 0 }]),
  ) as Limits['limits'],
  realityCheckMinutes: 30,
  exclusion: null,
  pause: null,
}
LIMITS.limits.depositDay = {
  value: 10_000,
  pending: { value: 20_000, effectiveAt: '2026-11-25T15:00:00.000Z' },
  used: 2_500,
}
LIMITS.limits.lossWeek = {
  value: 5_000,
  pending: { value: null, effectiveAt: '2026-11-25T15:00:00.000Z' },
  used: 0,
}

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer({ 'index/set_limits': { body: { code: 1, msg: '', data: LIMITS } } })
})
afterAll(() => server.close())
afterEach(cleanup)

function Probe({ onSaved }: { onSaved: () => Promise<void> }) {
  const [api] = useState(() => clientFor(server.baseUrl).api)
  return <LimitsForm api={api} limits={LIMITS} onSaved={onSaved} />
}

const field = (container: HTMLElement, key: LimitKey | 'reality') => {
  const label = key === 'reality' ? t('protection.realityLabel') : t(`protection.limit.${key}`)
  const found = [...container.querySelectorAll('label')].find((element) => element.textContent === label)
  const input = found && container.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`)
  if (!input) throw new Error(`no field ${key}`)
  return input
}

const submit = (container: HTMLElement) =>
  act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click())

describe('the limits form', () => {
  it('shows each limit with what was used and a pending raise or removal with its date', async () => {
    const { container } = await render(<Probe onSaved={async () => undefined} />)
    expect(field(container, 'depositDay').value).toBe('100')
    expect(field(container, 'lossDay').value).toBe('')
    expect(field(container, 'reality').value).toBe('30')
    expect(container.textContent).toContain(
      t('protection.used', { used: formatBRL(2_500), limit: formatBRL(10_000) }),
    )
    const pending = container.querySelector('[data-testid="pending-depositDay"]')?.textContent ?? ''
    expect(pending).toContain(formatBRL(20_000))
    expect(container.querySelector('[data-testid="pending-lossWeek"]')).not.toBeNull()
    expect(container.querySelector('[data-testid="pending-lossDay"]')).toBeNull()
  })

  it('sends only the changed limits in centavos and the reality check in minutes', async () => {
    const onSaved = vi.fn(async () => undefined)
    const { container } = await render(<Probe onSaved={onSaved} />)
    await type(field(container, 'depositDay'), '50')
    await type(field(container, 'sessionMinutes'), '90')
    await type(field(container, 'reality'), '15')
    await submit(container)
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(JSON.parse(server.lastReceived().body)).toEqual({
      limits: { depositDay: 5_000, sessionMinutes: 90 },
      realityCheckMinutes: 15,
    })
    expect(onSaved).toHaveBeenCalledOnce()
  })

  it('sends nothing while a field cannot be read, and says which', async () => {
    const sent = server.received.length
    const { container } = await render(<Probe onSaved={async () => undefined} />)
    await type(field(container, 'lossDay'), 'muito')
    await type(field(container, 'reality'), '0')
    await submit(container)
    await settle()
    expect(server.received.length).toBe(sent)
    expect(container.textContent).toContain(t('validation.amount'))
    expect(container.textContent).toContain(t('protection.realityInvalid', { max: 240 }))
  })
})
