import { useWallet, WALLET_ACTIONS, Wallet } from '@src/features/wallet/Wallet'
import { t } from '@src/i18n'
import { formatBRL } from '@src/money'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { act, cleanup, render, renderer, settle, waitFor } from '../render'

const BALANCES = { wallet: 12_345, game: 6_789, withdrawalPending: 1_000, bonus: 250 }
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  server = await startTestServer({ 'index/get_wallet': { body: { code: 1, msg: '', data: BALANCES } } })
})
afterAll(() => server.close())
afterEach(cleanup)

function Probe({ onOpen }: { onOpen: (route: string) => void }) {
  // One client for the component's life, as the portal and the elements hold theirs.
  const [api] = useState(() => clientFor(server.baseUrl).api)
  return <Wallet wallet={useWallet(api)} onOpen={onOpen} />
}

describe(`the wallet feature (${renderer()})`, () => {
  it('shows the four balances from index/get_wallet in reais', async () => {
    const { container } = await render(<Probe onOpen={() => undefined} />)
    // The balances come from a real request: wait for them rather than for a fixed time.
    await waitFor(() => {
      const figures = [...container.querySelectorAll('[part="balances"] > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ])
      expect(figures).toEqual([
        [t('mine.balance'), formatBRL(12_345)],
        [t('mine.gameBalance'), formatBRL(6_789)],
        [t('money.withdrawalPending'), formatBRL(1_000)],
        [t('money.bonusBalance'), formatBRL(250)],
      ])
    })
  })

  it('opens top-up, withdraw and convert by their routes', async () => {
    const onOpen = vi.fn()
    const { container } = await render(<Probe onOpen={onOpen} />)
    await settle()
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('[part="actions"] button')]
    expect(buttons.map((button) => button.textContent)).toEqual(WALLET_ACTIONS.map(({ title }) => t(title)))
    for (const button of buttons) await act(() => button.click())
    expect(onOpen.mock.calls.map(([route]) => route)).toEqual(WALLET_ACTIONS.map(({ route }) => route))
  })
})
