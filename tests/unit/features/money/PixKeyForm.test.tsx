import { PixKeyForm } from '@src/features/money/PixKeyForm'
import { t } from '@src/i18n'
import { describe, expect, it } from 'vitest'
import { clientFor } from '../../api/harness'
import { complianceServers } from '../complianceServers'
import { act, render, renderer, settle, type, waitFor } from '../render'

// The player's own CPF and verified name, as user/getUserinfo answers them in the brazil profile.
const OWN_CPF = '52998224725'
/** The same CPF as the form shows it. */
const OWN_CPF_SHOWN = '529.982.247-25'
const OTHER_CPF = '111.444.777-35'
const userinfo = { body: { code: 1, msg: '', data: { cpf: OWN_CPF, fullName: 'Ana Maria Souza' } } }
const servers = complianceServers({ 'user/getUserinfo': userinfo })

const form = (baseUrl: string) => (
  <PixKeyForm api={clientFor(baseUrl).api} onBound={() => undefined} toast={() => undefined} />
)
const keyTypes = (container: HTMLElement) => container.textContent ?? ''

describe(`the PIX key form by compliance profile (${renderer()})`, () => {
  it('offers no CNPJ key in the brazil profile, which pays out only to the player’s own CPF', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await waitFor(() =>
      expect(servers.brazil.received.some((r) => r.url.endsWith('webconfig/index'))).toBe(true),
    )
    await settle(200)
    expect(keyTypes(container)).toContain(t('money.pixType.EMAIL'))
    expect(keyTypes(container)).not.toContain(t('money.pixType.CNPJ'))
  })

  it('offers every key type in the standard profile', async () => {
    const { container } = await render(form(servers.standard.baseUrl))
    await waitFor(() => expect(keyTypes(container)).toContain(t('money.pixType.CNPJ')))
  })
})

describe(`the brazil PIX key form with the player's own CPF (${renderer()})`, () => {
  const fields = (container: HTMLElement) => [...container.querySelectorAll('input')] as HTMLInputElement[]

  it('offers the CPF formatted and the name verified at sign-up, the name read-only', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await waitFor(() => expect(fields(container).map((input) => input.value)).toContain(OWN_CPF_SHOWN))
    const named = fields(container).filter((input) => ['Ana', 'Maria Souza'].includes(input.value))
    expect(named.map((input) => input.readOnly)).toEqual([true, true])
    expect(container.textContent).toContain(t('money.nameVerified'))
  })

  it('refuses another person’s CPF under the field as it is typed, before any submit', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await waitFor(() => expect(fields(container).map((input) => input.value)).toContain(OWN_CPF_SHOWN))
    const cpfField = fields(container).find((input) => input.value === OWN_CPF_SHOWN) as HTMLInputElement
    await type(cpfField, OTHER_CPF)
    await waitFor(() => expect(container.textContent).toContain(t('validation.ownCpf')))
    expect(servers.brazil.received.some((r) => r.url.endsWith('index/bind_card'))).toBe(false)
    await type(cpfField, OWN_CPF)
    await waitFor(() => expect(container.textContent).not.toContain(t('validation.ownCpf')))
  })
})

describe(`every PIX key type checked as it is typed (${renderer()})`, () => {
  /** The standard form with `type` chosen: its key field (the first text field). */
  const keyField = async (label: string) => {
    const { container } = await render(form(servers.standard.baseUrl))
    await waitFor(() => expect(container.textContent).toContain(label))
    const choice = [...container.querySelectorAll('label')].find((l) => l.textContent === label)
    await act(() => choice?.querySelector('input')?.click())
    return { container, field: container.querySelector('input:not([type=radio])') as HTMLInputElement }
  }
  // Read when the test runs: the catalogue is loaded by then.
  const refused = () => t('validation.pixKey')

  it.each([
    ['PHONE', '11 1234-56789', '11 91234-5678'],
    ['EVP', '123e4567-e89b-12d3-a456-42661417400z', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const)(
    'a %s key is refused under the field once complete, and the message goes when it is right',
    async (kind, wrong, right) => {
      const { container, field } = await keyField(t(`money.pixType.${kind}`))
      await type(field, wrong.slice(0, 6))
      expect(container.textContent).not.toContain(refused())
      await type(field, wrong)
      expect(container.textContent).toContain(refused())
      await type(field, right)
      expect(container.textContent).not.toContain(refused())
    },
  )

  it('an e-mail key is refused when the player leaves the field, and re-checked as it is corrected', async () => {
    const { container, field } = await keyField(t('money.pixType.EMAIL'))
    await type(field, 'ana@')
    expect(container.textContent).not.toContain(refused())
    await act(() => {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(container.textContent).toContain(refused())
    await type(field, 'ana@example.com')
    expect(container.textContent).not.toContain(refused())
  })
})
