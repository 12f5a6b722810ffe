/** The protection settings' look, on top of the money pages' cards (money.styles.ts). */
export const protectionCss = `
.ficha-limit { display: flex; flex-direction: column; gap: var(--ficha-space); }
.ficha-limit__usage { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; }
.ficha-limit__pending { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-accent); font-variant-numeric: tabular-nums; }
.ficha-exclusion { border: 1px solid var(--ficha-accent); }
.ficha-exclusion__list { margin: 0; padding-left: calc(var(--ficha-space) * 5); display: flex; flex-direction: column; gap: var(--ficha-space); line-height: 1.5; }
`
