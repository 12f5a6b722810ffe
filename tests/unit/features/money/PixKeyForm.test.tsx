import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PixKeyForm } from '../../../../src/features/money/PixKeyForm'
import { t } from '../../../../src/i18n'
import { clientFor } from '../../api/harness'
import { startTestServer } from '../../api/test-server'
import { cleanup, render, renderer, settle, waitFor } from '../render'

const config = (compliance: string) => ({
  body: { code: 1, msg: '', data: { compliance, promotions: {}, serviceLinks: [] } },
})
let brazil: Awaited<ReturnType<typeof startTestServer>>
let standard: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  brazil = await startTestServer({ 'webconfig/index': config('brazil') })
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
