/** The regulator files' table: dense, on the console's tokens. */
export const regulatorCss = `
.console-regulator { display: grid; gap: calc(var(--ficha-space) * 3); }
.console-regulator__bar { display: flex; flex-wrap: wrap; align-items: end; gap: calc(var(--ficha-space) * 3); }
.console-regulator__bar label { display: grid; gap: var(--ficha-space); color: var(--ficha-text-muted); }
.console-regulator__intro { margin: 0; color: var(--ficha-text-muted); max-width: 90ch; }
.console-regulator table { width: 100%; border-collapse: collapse; background: var(--ficha-surface); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); }
.console-regulator th, .console-regulator td { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 2); border-bottom: 1px solid var(--ficha-border); text-align: left; vertical-align: top; }
.console-regulator th { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); font-weight: 600; white-space: nowrap; }
.console-regulator th button { all: unset; cursor: pointer; }
.console-regulator th button:focus-visible { outline: 2px solid var(--ficha-accent); }
.console-regulator td.actions { white-space: nowrap; }
.console-regulator td.actions .ficha-button { min-height: 0; padding-block: 0; vertical-align: top; }
.console-regulator td.num { text-align: right; font-variant-numeric: tabular-nums; }
.console-regulator .flag { display: inline-block; padding: 0 calc(var(--ficha-space) * 1.5); border-radius: var(--ficha-radius-sm); font-size: var(--ficha-font-size-xs); font-weight: 600; }
.console-regulator .flag--ready { color: var(--ficha-profit); border: 1px solid var(--ficha-profit); }
.console-regulator .flag--failed, .console-regulator .flag--late, .console-regulator .flag--missing { color: var(--ficha-danger); border: 1px solid var(--ficha-danger); }
.console-regulator .flag--building { color: var(--ficha-accent); border: 1px solid var(--ficha-accent); }
.console-regulator code { font-size: var(--ficha-font-size-xs); word-break: break-all; }
.console-regulator .error { color: var(--ficha-danger); white-space: pre-wrap; max-width: 60ch; }
.console-regulator tr.parts > td { background: var(--ficha-surface-sunken); }
.console-regulator tr.parts table { border: 0; background: transparent; }
.console-regulator .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
