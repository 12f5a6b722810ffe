/** Figures in a grid of label over value, for the wallet's balances and the invite panel's team. */
export const statsCss = `
.ficha-figures { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 3); margin: 0; }
.ficha-figures > div { display: flex; flex-direction: column; gap: var(--ficha-space); min-width: 0; }
.ficha-figures dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-figures dd { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.ficha-figures__main dd { color: var(--ficha-accent); }
`
