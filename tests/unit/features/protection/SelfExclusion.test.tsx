import { ExclusionCard, SelfExclusion } from '@src/features/protection/SelfExclusion'
import { t } from '@src/i18n'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { act, cleanup, render, type, waitFor } from '../render'

const WRONG = 'Wrong password.'
// Read at each request: a test may change what the server answers.
const replies: Parameters<typeof startTestServer>[0] = {
  'index/self_exclude': { body: { code: 1, msg: '', data: { term: '30d', since: '', until: '' } } },
}
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer(replies)
})
afterAll(() => server.close())
afterEach(cleanup)

function Probe({ onExcluded }: { onExcluded: () => Promise<void> }) {
  const [api] = useState(() => clientFor(server.baseUrl).api)
  return <SelfExclusion api={api} onExcluded={onExcluded} />
}

const byText = (container: ParentNode, selector: string, text: string) =>
  [...container.querySelectorAll<HTMLElement>(selector)].find((element) =>
    element.textContent?.includes(text),
  )

async function typePassword(container: ParentNode, text: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="password"]')
  if (!input) throw new Error('no password field')
  await type(input, text)
}

describe('taking a break', () => {
  it('offers the five terms and states every consequence before asking for the password', async () => {
    const { container } = await render(<Probe onExcluded={async () => undefined} />)
    const terms = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map(
      (radio) => radio.value,
    )
    expect(terms).toEqual(['24h', '7d', '30d', '6m', 'permanent'])
    await act(() => byText(container, 'button', t('protection.takeBreak'))?.click())
    const dialog = document.querySelector('dialog')
    expect(dialog?.textContent).toContain(t('protection.consequence.notEarly'))
    expect(dialog?.textContent).toContain(t('protection.consequence.withdrawals'))
    expect(dialog?.textContent).toContain(t('protection.consequence.noDeposit'))
    expect(dialog?.textContent).toContain(t('protection.consequence.noPlay'))
    // The player knows before confirming that rewards stop and an unwagered bonus is forfeited.
    expect(dialog?.textContent).toContain(t('protection.consequence.noRewards'))
  })

  it('sends the chosen term with the password, then lets the page show the exclusion', async () => {
    server.received.length = 0
    const onExcluded = vi.fn(async () => undefined)
    const { container } = await render(<Probe onExcluded={onExcluded} />)
    await act(() => container.querySelector<HTMLInputElement>('input[value="30d"]')?.click())
    await act(() => byText(container, 'button', t('protection.takeBreak'))?.click())
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    await act(() => byText(dialog, 'button', t('protection.confirmExclusion'))?.click())
    expect(dialog.textContent).toContain(t('protection.passwordRequired'))
    // Nothing is sent without the password (the page may read the site's settings meanwhile).
    expect(server.received.filter(({ url }) => url.endsWith('/self_exclude'))).toHaveLength(0)
    await typePassword(dialog, 'senha-forte-123')
    await act(() => byText(dialog, 'button', t('protection.confirmExclusion'))?.click())
    await waitFor(() => expect(onExcluded).toHaveBeenCalled())
    expect(JSON.parse(server.lastReceived().body)).toEqual({ term: '30d', password: 'senha-forte-123' })
    expect(onExcluded).toHaveBeenCalledOnce()
  })

  it('shows a refusal under the password and takes no break', async () => {
    replies['index/self_exclude'] = { body: { code: 1615, msg: WRONG, data: null } }
    const onExcluded = vi.fn(async () => undefined)
    const { container } = await render(<Probe onExcluded={onExcluded} />)
    await act(() => byText(container, 'button', t('protection.takeBreak'))?.click())
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    await typePassword(dialog, 'not-it')
    await act(() => byText(dialog, 'button', t('protection.confirmExclusion'))?.click())
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(WRONG))
    expect(onExcluded).not.toHaveBeenCalled()
  })
})

describe('a running exclusion', () => {
  it('says until when, or that it is permanent', async () => {
    const { container } = await render(
      <>
        <ExclusionCard
          exclusion={{ term: '7d', since: '2026-11-20T12:00:00Z', until: '2026-11-27T12:00:00Z' }}
        />
        <ExclusionCard exclusion={{ term: 'permanent', since: '2026-11-20T12:00:00Z', until: null }} />
      </>,
    )
    expect(container.textContent).toContain(t('protection.term.7d'))
    expect(container.textContent).toContain(t('protection.excludedForever'))
  })
})
