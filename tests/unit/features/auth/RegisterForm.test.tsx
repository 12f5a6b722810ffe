import { RegisterForm } from '@src/features/auth/RegisterForm'
import { t } from '@src/i18n'
import { describe, expect, it } from 'vitest'
import { clientFor } from '../../api/harness'
import { complianceServers } from '../complianceServers'
import { act, render, renderer, settle, type, waitFor } from '../render'

const UNDERAGE = 'You must be 18 or older to sign up.'
const servers = complianceServers({
  'user/register': { body: { code: 1605, msg: UNDERAGE, data: null } },
  'index/get_contents': { body: { code: 1, msg: '', data: { title: '', body: '', updatedAt: null } } },
})

const form = (baseUrl: string) => (
  <RegisterForm
    api={clientFor(baseUrl).api}
    phone={{ prefix: '+55', national: '11987654321' }}
    onPhoneChange={() => undefined}
    onSuccess={() => undefined}
  />
)

const input = (container: HTMLElement, label: string) => {
  const found = [...container.querySelectorAll('label')].find((element) => element.textContent === label)
  const field = found && container.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`)
  if (!field) throw new Error(`no field ${label}`)
  return field
}

async function fillAccount(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement>('input[type="password"]'))
    await type(field, 'senha-forte-123')
  await type(input(container, t('auth.code')), '123456')
  await act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click())
}

/** Fills the account part, then the identity fields as a player types them. */
async function fillSignUp(
  container: HTMLElement,
  identity: { cpf: string; fullName: string; birthDate: string },
) {
  await fillAccount(container)
  await type(input(container, t('signup.identity.cpf')), identity.cpf)
  await type(input(container, t('signup.identity.fullName')), identity.fullName)
  await type(input(container, t('signup.identity.birthDate')), identity.birthDate)
}

/** The identity fields arrive on demand, once the profile is known. */
const identityLoaded = (container: HTMLElement) => waitFor(() => input(container, t('signup.identity.cpf')))

const submit = (container: HTMLElement) =>
  act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click())

describe(`sign-up by compliance profile (${renderer()})`, () => {
  it('shows the 18+ notice and no identity field in the standard profile', async () => {
    const { container } = await render(form(servers.standard.baseUrl))
    await waitFor(() =>
      expect(servers.standard.received.some((r) => r.url.endsWith('webconfig/index'))).toBe(true),
    )
    await settle(200)
    expect(container.textContent).toContain(t('responsible.adultNotice'))
    expect(container.textContent).not.toContain(t('signup.identity.cpf'))
  })

  it('asks for CPF (masked), full name and date of birth in the brazil profile', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await identityLoaded(container)
    const cpf = input(container, t('signup.identity.cpf'))
    await type(cpf, '52998224725')
    expect(cpf.value).toBe('529.982.247-25')
    expect(input(container, t('signup.identity.birthDate')).type).toBe('date')
    expect(input(container, t('signup.identity.fullName'))).toBeTruthy()
  })

  it('refuses a CPF with a wrong check digit before sending anything', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await identityLoaded(container)
    await fillSignUp(container, { cpf: '52998224726', fullName: 'Ana Souza', birthDate: '2010-01-01' })
    await submit(container)
    await settle()
    expect(container.textContent).toContain(t('validation.cpf'))
    expect(servers.brazil.received.some((request) => request.url.endsWith('user/register'))).toBe(false)
  })

  it("sends the identity with the account and shows the server's refusal under its field", async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await identityLoaded(container)
    // Of age by the client's check: the refusal here is the server's (the mock refuses everyone).
    await fillSignUp(container, { cpf: '529.982.247-25', fullName: ' Ana  Souza ', birthDate: '1990-01-01' })
    await submit(container)
    const birth = input(container, t('signup.identity.birthDate'))
    await waitFor(() => expect(birth.getAttribute('aria-invalid')).toBe('true'))
    const register = servers.brazil.received.findLast((request) => request.url.endsWith('user/register'))
    const sent = JSON.parse(register?.body ?? '{}')
    expect(sent).toMatchObject({ cpf: '52998224725', fullName: 'Ana Souza', birthDate: '1990-01-01' })
    expect(container.textContent).toContain(UNDERAGE)
  })

  it('refuses an under-18 before the code is sent, saying so once under the date of birth', async () => {
    const { container } = await render(form(servers.brazil.baseUrl))
    await identityLoaded(container)
    await type(input(container, t('signup.identity.birthDate')), '2015-03-01')
    const send = [...container.querySelectorAll('button')].find((b) => b.textContent === t('auth.sendCode'))
    await act(() => send?.click())
    await settle()
    expect(input(container, t('signup.identity.birthDate')).getAttribute('aria-invalid')).toBe('true')
    expect(servers.brazil.received.some((request) => request.url.endsWith('sms/send'))).toBe(false)
    expect(container.textContent?.split(t('code.1605')).length).toBe(2)
    expect(container.textContent).not.toContain(t('signup.identity.adultsOnly'))
  })
})
