import type { CrashRound } from '@src/contract/crash'
import { BetSlot } from '@src/features/crash/BetSlot'
import { t } from '@src/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, renderer, type } from '../render'

afterEach(cleanup)

const slot = (onBet: (input: { amount: number; auto: number | null }) => void) => (
  <BetSlot
    slot={1}
    status={{ kind: 'idle', result: null }}
    round={null as CrashRound | null}
    minBet={100}
    maxBet={100_000}
    mayBet
    onBet={onBet}
    onCancel={() => undefined}
    onCashOut={() => undefined}
    listen={() => () => undefined}
  />
)

/** The input its (screen-reader) label names. */
const field = (container: HTMLElement, label: string) => {
  const owner = [...container.querySelectorAll('label')].find((node) => node.textContent === label)
  return container.querySelector(`[id="${owner?.htmlFor}"]`) as HTMLInputElement
}
const betButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((node) => node.textContent?.startsWith(t('crash.bet')))
const click = (node: HTMLElement | null | undefined) => act(() => node?.click())

describe(`the crash bet slot's fields (${renderer()})`, () => {
  it('bets the typed stake, and the automatic cash-out once it is on', async () => {
    const onBet = vi.fn()
    const { container } = await render(slot(onBet))
    await type(field(container, t('crash.amount')), '5,00')
    await click(betButton(container))
    expect(onBet).toHaveBeenLastCalledWith({ amount: 500, auto: null })

    await click(container.querySelector<HTMLInputElement>('input[type="checkbox"]'))
    await type(field(container, t('crash.autoAt')), '2,5')
    await click(betButton(container))
    expect(onBet).toHaveBeenLastCalledWith({ amount: 500, auto: 250 })
  })

  it('drops the error as soon as either field is typed in again', async () => {
    const onBet = vi.fn()
    const { container } = await render(slot(onBet))
    const alert = () => container.querySelector('[role="alert"]')
    await type(field(container, t('crash.amount')), '0,50')
    await click(betButton(container))
    expect(alert()).not.toBeNull()
    await type(field(container, t('crash.amount')), '1,00')
    expect(alert()).toBeNull()

    await click(container.querySelector<HTMLInputElement>('input[type="checkbox"]'))
    await type(field(container, t('crash.autoAt')), '0')
    await click(betButton(container))
    expect(alert()?.textContent).toBe(t('crash.autoRange'))
    await type(field(container, t('crash.autoAt')), '3')
    expect(alert()).toBeNull()
    expect(onBet).not.toHaveBeenCalled()
  })
})
