import pt from '@locales/pt.json' with { type: 'json' }
import { expect, test } from '@playwright/test'
import { brazilURL } from '@root/playwright.config'
import { call, operatorToken } from '../support/api'
import { CONSOLE_VIEWPORT, openConsole } from '../support/console'

/** A brazil operator's races page writes times, shares and weights as Brazilians do, not 2099-02-03 20:30 or 96.01 %. */
test.use({ baseURL: brazilURL, viewport: CONSOLE_VIEWPORT })

test("the races page in Portuguese: a race's period, its shares and the games' weights", async ({
  page,
  request,
}) => {
  const token = await operatorToken(request)
  const name = `Corrida de Carnaval ${Date.now()}`
  await call(
    request,
    'admin/race_save',
    {
      race: {
        names: { pt: name },
        startsAt: '2099-02-03T20:30',
        endsAt: '2099-02-10T20:30',
        repeat: 'none',
        gameIds: [],
        providers: [],
        prizePool: 5_000_00,
        shares: [5000, 3250, 1750],
        fixedPrizes: [],
        minStake: 100,
      },
    },
    token,
  )
  await openConsole(page, 'pt', token, '/console/races')
  const race = page.getByRole('row').filter({ hasText: name })
  await expect(race).toContainText('03/02/2099, 20:30 – 10/02/2099, 20:30')
  await expect(race).toContainText('(50% · 32,5% · 17,5%)')

  const weights = page.getByRole('table', { name: pt.console.races.weights })
  await expect(weights.getByRole('row').filter({ hasText: 'Tesouro do Faraó' })).toContainText(/\d\d,\d\d%/)
  await expect(weights).not.toContainText(/\d\.\d\d %/)
})
