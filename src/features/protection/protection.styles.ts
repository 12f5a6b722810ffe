/** The protection settings' look, on top of the money pages' cards (money.styles.ts), and the portal games' reality check. */
export const protectionCss = `
.ficha-limit { display: flex; flex-direction: column; gap: var(--ficha-space); }
.ficha-limit__usage { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; }
.ficha-limit__pending { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-accent); font-variant-numeric: tabular-nums; }
.ficha-exclusion { border: 1px solid var(--ficha-accent); }
.ficha-exclusion__list { margin: 0; padding-left: calc(var(--ficha-space) * 5); display: flex; flex-direction: column; gap: var(--ficha-space); line-height: 1.5; }
.ficha-reality__facts { display: grid; gap: calc(var(--ficha-space) * 2); margin: 0; }
.ficha-reality__facts div { display: flex; justify-content: space-between; gap: calc(var(--ficha-space) * 3); }
.ficha-reality__facts dt { color: var(--ficha-text-muted); }
.ficha-reality__facts dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.ficha-reality__loss { color: var(--ficha-loss); }
.ficha-reality__profit { color: var(--ficha-profit); }
.ficha-reality__text { margin: calc(var(--ficha-space) * 4) 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
/* Side by side while both labels fit on one line each, one above the other when they do not. */
.ficha-reality__actions { display: flex; flex-wrap: wrap; gap: calc(var(--ficha-space) * 3); }
.ficha-reality__actions .ficha-button { flex: 1 1 auto; white-space: nowrap; }
`
