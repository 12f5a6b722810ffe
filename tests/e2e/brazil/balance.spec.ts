import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { open, startIn } from '../portal/portal'
import { call } from '../support/api'
import { signUpVerified } from '../support/identity'
import { pixTopUp, reportPixPaid, setPayPassword } from '../support/money'

test.use({ baseURL: brazilURL, viewport: { width: 360, height: 740 } })

/**
 * The header's balance follows the money while the player stays on one page: a PIX paid in the bank app and a
 * withdrawal asked from another device each show without a reload or a tap (the server pushes the balances
 * after every movement of the player's money; a provider's spins in providers.spec.ts, every kind of movement
 * in tests/api/notifications).
 */
test('a settled PIX and a withdrawal from another device reach the header of the open lobby', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const player = await signUpVerified(request)
  await startIn(page, 'pt', player.token)
  await open(page, '/pages/jogos/index')
  const balance = page.getByTestId('header-balance')
  await expect(balance).toContainText('R$ 0,00')

  const order = await pixTopUp(request, player.token, 19_030)
  await reportPixPaid(request, order.data.brCode, player.cpf)
  await expect(balance).toContainText('R$ 190,30')

  // The withdrawal password's code waits out the 60 s since the sign-up code.
  await setPayPassword(request, player)
  const account = await call<{ id: number }>(
    request,
    'index/bind_card',
    {
      firstName: 'Joana',
      lastName: 'Pereira Lima',
      email: 'joana@example.com',
      phone: player.phone.e164,
      pixKeyType: 'CPF',
      pixKey: player.cpf,
      cpf: player.cpf,
    },
    player.token,
  )
  const withdrawal = await request.post('/api/index/Withdraw_recharge', {
    data: { type: 'withdraw', amount: 9_030, accountId: account.id, payPassword: '246810' },
    headers: { token: player.token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  expect((await withdrawal.json()).code).toBe(1)
  await expect(balance).toContainText('R$ 100,00')
  expect(page.url()).toContain('/pages/jogos/index')
})
