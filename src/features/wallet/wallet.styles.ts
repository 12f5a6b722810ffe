/** The wallet card: balances in a grid of label over value, then its three actions. */
export const walletCss = `
.ficha-wallet { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4); margin: 0; }
.ficha-wallet > div { display: flex; flex-direction: column; gap: var(--ficha-space); min-width: 0; }
.ficha-wallet dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-wallet dd { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.ficha-wallet__main dd { color: var(--ficha-accent); font-size: 22px; }
.ficha-wallet__actions { display: grid; grid-template-columns: repeat(3, 1fr); gap: calc(var(--ficha-space) * 2); }
`
