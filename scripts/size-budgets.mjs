// The size budgets, read by scripts/size-check.mjs (widgets) and scripts/size-report.mjs (the portal's first
// route). A budget fails the build as soon as it is exceeded: there is no ceiling to grow into.
export const KB = 1024

/** gzip budgets of the widget bundles, each with the runtime and the zh fallback. */
export const WIDGET_BUDGETS = {
  'ficha-bets-ticker': 16 * KB,
  'ficha-partner-link': 13.5 * KB,
  ficha: 36 * KB,
}

/** gzip budget of the portal's first route: index.html's script and every module it preloads. */
export const FIRST_ROUTE_BUDGET = 80 * KB

/** The measured bundles ({ key, gzip }) that exceed their budget. */
export const overBudget = (rows, budgets) =>
  rows.filter((row) => budgets[row.key] !== undefined && row.gzip > budgets[row.key])
