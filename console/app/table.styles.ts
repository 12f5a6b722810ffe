/** Dense console tables and forms, on the UI tokens (shared by the audit pages' look). */
export const consoleTableCss = `
.ficha-console-page { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 4); }
.ficha-console-card { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); padding: calc(var(--ficha-space) * 4); border-radius: var(--ficha-radius); background: var(--ficha-surface); }
.ficha-console-card h2 { margin: 0; font-size: var(--ficha-font-size); font-weight: 600; }
.ficha-console-note { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-console-form { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 3); align-items: end; }
.ficha-console-form__wide { grid-column: 1 / -1; }
.ficha-console-select { display: flex; flex-direction: column; gap: var(--ficha-space); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-console-select select { min-height: var(--ficha-tap); padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: var(--ficha-text); font: inherit; font-size: var(--ficha-font-size); }
.ficha-console-table-wrap { overflow-x: auto; }
.ficha-console-table { width: 100%; border-collapse: collapse; font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; }
.ficha-console-table th, .ficha-console-table td { padding: var(--ficha-space) calc(var(--ficha-space) * 2); border-bottom: 1px solid var(--ficha-border); text-align: left; vertical-align: top; }
.ficha-console-table th { color: var(--ficha-text-muted); font-weight: 600; white-space: nowrap; }
.ficha-console-table td.ficha-console-num { text-align: right; white-space: nowrap; }
.ficha-console-json { max-width: 40ch; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: var(--ficha-font-size-xs); }
.ficha-console-actions { display: flex; gap: calc(var(--ficha-space) * 2); flex-wrap: wrap; align-items: center; }
.ficha-console-status { display: inline-block; padding: 0 var(--ficha-space); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); }
.ficha-console-status--ok { color: var(--ficha-profit); }
.ficha-console-status--bad { color: var(--ficha-danger); }
`
