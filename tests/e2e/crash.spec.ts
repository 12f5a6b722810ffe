import { expect, type Locator, type Page, test } from '@playwright/test'
import type { CrashHistory } from '@src/contract/crash'
import { msToReach } from '@src/crash/curve'
import { formatBRL, formatSignedBRL } from '@src/money'
import { open, startIn } from './portal/portal'
import { call } from './support/api'
import { newPlayerWithGameBalance } from './support/play'

/**
 * The crash game at 360 x 740 against the real server and its real rounds. The crash points come from the
 * published chain and cannot be chosen, so each test reads the round's revealed crash point (crash/history)
 * and checks that the page showed what that point means: an automatic cash-out at 2,00× paid when the round
 * reached it and lost when it crashed first; a manual cash-out paid the multiplier of its moment, never more
 * than the crash point.
 */
/** The longest flight a test waits out, to 1000,00× (about 115 s): a round flies longer about once in a thousand. */
const FLIGHT_MS = msToReach(100_000)
/** A round from its bets to its crash: the betting time and the pause after a crash, with room, then that flight. */
const ROUND_MS = 15_000 + FLIGHT_MS

/** A multiplier as the page writes it: 235 → '2,35×'. */
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2).replace('.', ',')}×`

async function crashPointOf(page: Page, round: number): Promise<number> {
  const history = await call<CrashHistory>(page.request, 'crash/history', { count: 50 })
  const found = history.rounds.find((entry) => entry.round === round)
  if (!found) throw new Error(`round ${round} is not in the history`)
  return found.crashPoint
}

async function openCrash(page: Page, lang = 'pt') {
  const player = await newPlayerWithGameBalance(page.request, 10_000, test.info().project.use.baseURL ?? '')
  await startIn(page, lang, player.token)
  await open(page, '/pages/jogos/crash/index')
  await expect(page.getByTestId('crash-slot-1')).toBeVisible()
  return player
}

const roundOf = async (slot: Locator) => Number(await slot.getAttribute('data-round'))

test.describe.configure({ timeout: 4 * ROUND_MS })

test('an automatic cash-out at 2,00× pays when the round reaches it, and a bet left flying is lost to the crash', async ({
  page,
}) => {
  await openCrash(page)
  const auto = page.getByTestId('crash-slot-1')
  const left = page.getByTestId('crash-slot-2')
  await auto.getByLabel('Saque automático').check()
  await expect(auto.getByLabel('Sacar automaticamente em')).toHaveValue('2,00')
  // Both bets are made during a flight, so both wait for the next round: two clicks in its betting time could
  // fall either side of its end.
  await expect(page.locator('.ficha-crash__stage[data-phase="flying"]')).toBeVisible({ timeout: ROUND_MS })
  await auto.getByRole('button', { name: /^Apostar/ }).click()
  await left.getByRole('button', { name: /^Apostar/ }).click()
  // Both bets are staked on the same round and wait for its flight.
  await expect(auto).toHaveAttribute('data-state', 'open', { timeout: ROUND_MS })
  await expect(left).toHaveAttribute('data-state', 'open', { timeout: ROUND_MS })
  const round = await roundOf(auto)
  expect(await roundOf(left)).toBe(round)
  await expect(auto.getByText('saque automático em 2,00×')).toBeVisible()

  // The round crashes: the stage says where, and each slot says how its bet ended.
  await expect(page.getByTestId('crash-multiplier')).toHaveText(/^Caiu em \d/, { timeout: ROUND_MS })
  const point = await crashPointOf(page, round)
  await expect(page.getByTestId('crash-multiplier')).toHaveText(`Caiu em ${times(point)}`)
  await expect(left.getByTestId('crash-slot-result')).toHaveText(
    `A rodada caiu antes do saque: ${formatSignedBRL(-100)}`,
  )
  const mine = page.getByTestId('crash-bets').locator('tr[aria-current="true"]')
  await expect(mine).toHaveCount(2)
  if (point >= 200) {
    await expect(auto.getByTestId('crash-slot-result')).toHaveText(
      `Você sacou em 2,00×: ${formatSignedBRL(100)}`,
    )
    await expect(mine.filter({ hasText: '2,00×' })).toContainText(formatBRL(200))
  } else {
    await expect(auto.getByTestId('crash-slot-result')).toHaveText(
      `A rodada caiu antes do saque: ${formatSignedBRL(-100)}`,
    )
  }
})

test("a manual cash-out pays the multiplier of its moment, and a second player sees it live in the round's bets", async ({
  page,
  browser,
}) => {
  const first = await openCrash(page)
  // The second player, on a phone of their own, watches the same round.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const watcher = await other.newPage()
  await openCrash(watcher)

  const slot = page.getByTestId('crash-slot-1')
  // A round may crash at 1,00× before any cash-out: then the next round is tried.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await slot.getByRole('button', { name: /^Apostar/ }).click()
    await expect(slot).toHaveAttribute('data-state', 'open', { timeout: ROUND_MS })
    const cashOut = slot.getByRole('button', { name: /^Sacar/ })
    await expect(cashOut).toBeEnabled({ timeout: ROUND_MS })
    await cashOut.click()
    const result = slot.getByTestId('crash-slot-result')
    await expect(result).toBeVisible({ timeout: ROUND_MS })
    const round = await roundOf(slot)
    const text = (await result.textContent()) ?? ''
    const cashed = /Você sacou em (\d+),(\d\d)×/.exec(text)
    if (!cashed) {
      // Lost: only when the round crashed before the cash-out reached the server.
      await expect(page.getByTestId('crash-multiplier')).toHaveText(/^Caiu em/, { timeout: ROUND_MS })
      continue
    }
    const at = Number(cashed[1]) * 100 + Number(cashed[2])
    const win = Math.floor((100 * at) / 100)
    expect(text).toBe(`Você sacou em ${times(at)}: ${formatSignedBRL(win - 100)}`)
    // The second player's list shows the first one's cash-out at once, under the name the feed gives players.
    const row = watcher.getByTestId('crash-bets').locator('tr', { hasText: first.handle })
    await expect(row).toContainText(times(at))
    await expect(row).toContainText(formatBRL(win))

    await expect(page.getByTestId('crash-multiplier')).toHaveText(/^Caiu em/, { timeout: ROUND_MS })
    expect(at).toBeLessThanOrEqual(await crashPointOf(page, round))
    await other.close()
    return
  }
  throw new Error('three rounds crashed before a cash-out')
})
