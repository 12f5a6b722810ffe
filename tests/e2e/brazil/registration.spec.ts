import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { currentRoute, open, startIn } from '../portal/portal'
import { call, PASSWORD } from '../support/api'
import { PHOTO_ID, signUpWithIdentity } from '../support/identity'

/**
 * The extended registration of the brazil profile (Ordinance SPA/MF 2.579/2025) on a phone, in Portuguese:
 * a new player is led to it, gives the set with the CEP filled in, chooses limits and passes the face check
 * on the identity provider's simulator; an older player is asked at the next login and may not deposit until
 * done.
 */
test.use({ baseURL: brazilURL })

const REGISTRATION = '/pages/mine/registration/index'

test('a new player gives the registration set with limits and passes the face check', async ({
  page,
  request,
}) => {
  const player = await signUpWithIdentity(request, undefined, { registered: false })
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  await expect.poll(() => currentRoute(page)).toBe(REGISTRATION)
  await expect(page.getByText('você sempre pode sacar seu saldo', { exact: false })).toBeVisible()

  // The CEP fills in the street, district, city and state.
  await page.getByLabel('CEP', { exact: true }).fill('01310-100')
  await page.getByLabel('Número', { exact: true }).focus()
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista')
  await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP')
  await page.getByLabel('Número', { exact: true }).fill('1578')
  await page.getByLabel('Seu e-mail').fill('joana@example.com')
  await page.getByLabel('Código do banco (3 dígitos)').fill('001')
  await page.getByLabel('Agência').fill('1234')
  await page.getByLabel('Conta com dígito').fill('12345-6')
  await page.getByLabel('Foto do seu documento com foto').setInputFiles({
    name: 'documento.png',
    mimeType: 'image/png',
    buffer: PHOTO_ID,
  })
  // The limits are asked before anything is saved.
  await page.getByRole('button', { name: 'Salvar e continuar' }).click()
  await expect(page.getByText('Informe um limite de perda para pelo menos um período.')).toBeVisible()
  await page.getByLabel('Perdas por mês').fill('500')
  await page.getByLabel('Tempo de sessão (minutos)').fill('90')
  await page.getByRole('button', { name: 'Salvar e continuar' }).click()

  // The face check on the provider's hosted page (the simulator), then back to the portal.
  await expect(page.getByTestId('face-step')).toContainText('Último passo')
  await page.getByRole('button', { name: 'Iniciar a verificação facial' }).click()
  await page.getByRole('button', { name: 'pass' }).click()
  await expect(page.getByText('Seu cadastro está completo')).toBeVisible()

  const limits = await call<{ limits: Record<string, { value: number | null }> }>(
    request,
    'index/get_limits',
    {},
    player.token,
  )
  expect(limits.limits.lossMonth?.value).toBe(50_000)
  expect(limits.limits.sessionMinutes?.value).toBe(90)
})

test('an existing player is asked at the next login and may not deposit until done', async ({
  page,
  request,
}) => {
  const player = await signUpWithIdentity(request, undefined, { registered: false })
  await startIn(page, 'pt')
  await open(page, '/pages/jogos/login')
  await page.getByLabel('Número de celular').fill(player.phone.national)
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click()
  await expect.poll(() => currentRoute(page)).toBe(REGISTRATION)
  await expect(page.getByRole('button', { name: 'Salvar e continuar' })).toBeVisible()

  const { list } = await call<{ list: { id: number }[] }>(request, 'index/get_rechlist', {}, player.token)
  const deposit = await request.post('/api/index/Withdraw_recharge', {
    headers: { token: player.token, vuelang: 'pt', 'idempotency-key': `e2e-${player.id}` },
    data: { type: 'recharge', amount: 5_000, channelId: list[0]?.id },
  })
  expect(await deposit.json()).toMatchObject({ code: 1950 })
})
