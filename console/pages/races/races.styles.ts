/** The races page's own rules (console/pages/races): the weight cell's input beside its button. */
export const racesCss = `
.console-races__weight { display: flex; gap: var(--ficha-space); align-items: center; }
.console-races__weight input { width: 9rem; }
.console-races > * + * { margin-top: calc(var(--ficha-space) * 3); }
`
