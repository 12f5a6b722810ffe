import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PixKeyForm } from '../../../../src/features/money/PixKeyForm'
import { t } from '../../../../src/i18n'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { cleanup, render, renderer, settle, type, waitFor } from '../render'

const config = (compliance: string) => ({
  body: { code: 1, msg: '', data: { compliance, promotions: {}, serviceLinks: [] } },
})
// The player's own CPF and verified name, as user/getUserinfo answers them in the brazil profile.
const OWN_CPF = '52998224725'
const OTHER_CPF = '111.444.777-35'
const userinfo = { body: { code: 1, msg: '', data: { cpf: OWN_CPF, fullName: 'Ana Maria Souza' } } }
let brazil: Awaited<ReturnType<typeof startTestServer>>
let standard: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  brazil = await startTestServer({ 'webconfig/index': config('brazil'), 'user/getUserinfo': userinfo })
  standard = await startTestServer({ 'webconfig/index': config('standard') })
})
afterAll(async () => {
  await brazil.close()
  await standard.close()
})
afterEach(cleanup)

const form = (baseUrl: string) => (
  <PixKeyForm api={clientFor(baseUrl).api} onBound={() => undefined} toast={() => undefined} />
)
const keyTypes = (container: HTMLElement) => container.textContent ?? ''

describe(`the PIX key form by compliance profile (${renderer()})`, () => {
  it('offers no CNPJ key in the brazil profile, which pays out only to the player’s own CPF', async () => {
    const { container } = await render(form(brazil.baseUrl))
    await waitFor(() => expect(brazil.received.some((r) => r.url.endsWith('webconfig/index'))).toBe(true))
    await settle(200)
    expect(keyTypes(container)).toContain(t('money.pixType.EMAIL'))
    expect(keyTypes(container)).not.toContain(t('money.pixType.CNPJ'))
  })

  it('offers every key type in the standard profile', async () => {
    const { container } = await render(form(standard.baseUrl))
    await waitFor(() => expect(keyTypes(container)).toContain(t('money.pixType.CNPJ')))
  })
})

describe(`the brazil PIX key form with the player's own CPF (${renderer()})`, () => {
  const fields = (container: HTMLElement) => [...container.querySelectorAll('input')] as HTMLInputElement[]

  it('offers the CPF and name verified at sign-up, prefilled', async () => {
    const { container } = await render(form(brazil.baseUrl))
    await waitFor(() => expect(fields(container).map((input) => input.value)).toContain(OWN_CPF))
    const values = fields(container).map((input) => input.value)
    expect(values).toContain('Ana')
    expect(values).toContain('Maria Souza')
  })

  it('refuses another person’s CPF under the field as it is typed, before any submit', async () => {
    const { container } = await render(form(brazil.baseUrl))
    await waitFor(() => expect(fields(container).map((input) => input.value)).toContain(OWN_CPF))
    const cpfField = fields(container).find((input) => input.value === OWN_CPF) as HTMLInputElement
    await type(cpfField, OTHER_CPF)
    await waitFor(() => expect(container.textContent).toContain(t('validation.ownCpf')))
    expect(brazil.received.some((r) => r.url.endsWith('index/bind_card'))).toBe(false)
    await type(cpfField, OWN_CPF)
    await waitFor(() => expect(container.textContent).not.toContain(t('validation.ownCpf')))
  })
})
