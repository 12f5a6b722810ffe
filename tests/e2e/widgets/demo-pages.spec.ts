import { expect, test } from '@playwright/test'

/** The widget demo pages fit a 360 px phone, with nothing to scroll sideways. */
for (const page of ['index.html', 'partner.html', 'agent.html', 'agent.html?code=AB12CD34']) {
  test(`the demo page ${page} has no sideways scroll at 360 px`, async ({ page: tab }) => {
    await tab.setViewportSize({ width: 360, height: 740 })
    await tab.goto(`/demo/${page}`)
    // Every element has drawn itself (forms, tables and panels live in their shadow roots).
    await expect
      .poll(() =>
        tab.evaluate(() => {
          const elements = [...document.querySelectorAll('*')].filter((element) =>
            element.localName.startsWith('ficha-'),
          )
          return (
            elements.length > 0 &&
            elements.every(
              (element) => (element.shadowRoot?.querySelector('.ficha-root')?.childElementCount ?? 0) > 0,
            )
          )
        }),
      )
      .toBe(true)
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
}

test('the agent page’s sign-up panel fits inside the page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/demo/agent.html?code=AB12CD34')
  const panel = page.locator('ficha-invite-panel')
  await expect(panel.getByRole('button').first()).toBeVisible()
  const right = await panel.evaluate((element) => {
    const boxes = [...(element.shadowRoot?.querySelectorAll('*') ?? [])].map(
      (child) => child.getBoundingClientRect().right,
    )
    return Math.max(...boxes)
  })
  expect(right).toBeLessThanOrEqual(360)
})
