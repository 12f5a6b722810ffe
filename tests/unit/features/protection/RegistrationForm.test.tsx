import type { RegistrationStatus } from '@src/contract/registration'
import { RegistrationForm } from '@src/features/protection/RegistrationForm'
import { t } from '@src/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { clientFor } from '../../api/harness'
import { cleanup, render, type } from '../render'

afterEach(cleanup)

const STATUS: RegistrationStatus = {
  required: true,
  complete: false,
  saved: false,
  faceRequired: false,
  face: 'none',
  cepLookup: false,
}

const form = () =>
  render(
    <RegistrationForm api={clientFor('http://127.0.0.1:9').api} status={STATUS} onSaved={() => undefined} />,
  )

/** The input its label names. */
const field = (container: HTMLElement, label: string) => {
  const owner = [...container.querySelectorAll('label')].find((node) => node.textContent === label)
  return container.querySelector(`[id="${owner?.htmlFor}"]`) as HTMLInputElement
}

describe('the registration form’s bank account', () => {
  it('asks the bank and branch as digits, the account (its check digit may be an X) as text', async () => {
    const { container } = await form()
    const shown = (['bank', 'branch', 'account'] as const).map((key) => {
      const input = field(container, t(`registration.${key}`))
      return { inputMode: input.getAttribute('inputmode'), maxLength: input.maxLength }
    })
    expect(shown).toEqual([
      { inputMode: 'numeric', maxLength: 3 },
      { inputMode: 'numeric', maxLength: 4 },
      { inputMode: null, maxLength: 15 },
    ])
  })

  it('keeps what is typed in each field, and each field its own', async () => {
    const { container } = await form()
    const bank = () => field(container, t('registration.bank'))
    const branch = () => field(container, t('registration.branch'))
    const account = () => field(container, t('registration.account'))
    await type(bank(), '341')
    await type(branch(), '0123')
    await type(account(), '12345-X')
    expect([bank().value, branch().value, account().value]).toEqual(['341', '0123', '12345-X'])
  })
})
