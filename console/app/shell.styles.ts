/** The console's frame: a top bar, the side navigation and the page, dense for 1366 x 768 and up. */
export const shellCss = `
html, body { margin: 0; background: var(--ficha-surface-sunken); color: var(--ficha-text); font: var(--ficha-font-size-sm) var(--ficha-font); }
#console { min-height: 100vh; }
.console-shell { display: grid; grid-template-columns: 216px minmax(0, 1fr); grid-template-rows: 48px minmax(0, 1fr); min-height: 100vh; }
.console-top { grid-column: 1 / -1; display: flex; align-items: center; gap: calc(var(--ficha-space) * 3); padding: 0 calc(var(--ficha-space) * 4); background: var(--ficha-navy); border-bottom: 1px solid var(--ficha-border); position: sticky; top: 0; z-index: 5; }
.console-top__brand { color: inherit; text-decoration: none; font-weight: 700; font-size: var(--ficha-font-size); margin-right: auto; display: flex; align-items: center; gap: calc(var(--ficha-space) * 2); }
.console-top .console-top__menu { display: none; }
.console-top__who { color: var(--ficha-text-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 30ch; }
.console-top select, .console-auth select, .console-control { min-height: 32px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: inherit; font: inherit; }
.console-link-button { display: inline-flex; align-items: center; gap: var(--ficha-space); min-height: 32px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.console-link-button:hover { background: var(--ficha-surface-raised); }
.console-nav { background: var(--ficha-surface); border-right: 1px solid var(--ficha-border); padding: calc(var(--ficha-space) * 3) 0; overflow-y: auto; position: sticky; top: 48px; height: calc(100vh - 48px); box-sizing: border-box; }
.console-nav h2 { margin: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4) var(--ficha-space); font-size: var(--ficha-font-size-xs); text-transform: uppercase; letter-spacing: 0.06em; color: var(--ficha-text-muted); }
.console-nav ul { list-style: none; margin: 0; padding: 0; }
.console-nav a { display: block; padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 4); color: var(--ficha-text); text-decoration: none; border-left: 3px solid transparent; }
.console-nav a:hover { background: var(--ficha-surface-raised); }
.console-nav a[aria-current='page'] { border-left-color: var(--ficha-accent); background: var(--ficha-surface-raised); font-weight: 600; }
.console-nav a:focus-visible, .console-link-button:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.console-main { padding: calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 6); min-width: 0; }
.console-main > h1 { margin: 0 0 calc(var(--ficha-space) * 4); font-size: var(--ficha-font-size-lg); }
.console-page { max-width: 1600px; }
.console-offer { display: flex; align-items: center; gap: calc(var(--ficha-space) * 3); margin: 0 0 calc(var(--ficha-space) * 4); padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface); border-left: 3px solid var(--ficha-accent); }
.console-alerts { display: grid; gap: calc(var(--ficha-space) * 2); margin: 0 0 calc(var(--ficha-space) * 4); }
.console-alert { padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface); border-left: 3px solid var(--ficha-danger); }
.console-alert ul { margin: var(--ficha-space) 0 0; padding-left: calc(var(--ficha-space) * 5); }
.console-alert small { color: var(--ficha-text-muted); }
.console-auth__form { display: grid; gap: calc(var(--ficha-space) * 3); }
.console-home__title { margin: 0 0 calc(var(--ficha-space) * 3); font-size: var(--ficha-font-size); }
.console-home__none { margin: 0; color: var(--ficha-text-muted); }
.console-home { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: calc(var(--ficha-space) * 3); list-style: none; margin: 0; padding: 0; }
.console-home a { display: block; box-sizing: border-box; height: 100%; padding: calc(var(--ficha-space) * 4); background: var(--ficha-surface); border: 1px solid var(--ficha-border); border-left: 3px solid var(--ficha-accent); border-radius: var(--ficha-radius-sm); color: var(--ficha-text); text-decoration: none; }
.console-home a[data-empty='true'] { border-left-color: var(--ficha-border); }
.console-home a:hover { background: var(--ficha-surface-raised); }
.console-home a:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.console-home strong { display: block; font-size: var(--ficha-font-size-lg); font-variant-numeric: tabular-nums; margin-bottom: var(--ficha-space); }
.console-auth { min-height: 100vh; display: grid; place-items: center; padding: calc(var(--ficha-space) * 4); box-sizing: border-box; }
.console-auth__card { width: min(420px, 100%); background: var(--ficha-surface); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius); padding: calc(var(--ficha-space) * 6); box-shadow: var(--ficha-shadow); display: grid; gap: calc(var(--ficha-space) * 3); }
.console-auth__card h1 { margin: 0; font-size: var(--ficha-font-size-lg); }
.console-auth__card p { margin: 0; color: var(--ficha-text-muted); }
.console-auth__head { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--ficha-space) * 2); }
.console-auth__reason { padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); border-left: 3px solid var(--ficha-accent); color: var(--ficha-text) !important; }
.console-auth__secret { font-family: ui-monospace, monospace; word-break: break-all; background: var(--ficha-surface-sunken); padding: calc(var(--ficha-space) * 2); border-radius: var(--ficha-radius-sm); user-select: all; }
.console-auth__codes { display: grid; grid-template-columns: repeat(2, 1fr); gap: var(--ficha-space); font-family: ui-monospace, monospace; margin: 0; padding: 0; list-style: none; }
.console-auth__qr { justify-self: center; background: #fff; padding: calc(var(--ficha-space) * 2); border-radius: var(--ficha-radius-sm); }
.console-auth__qr svg { display: block; }
@media (max-width: 1024px) {
  .console-shell { grid-template-columns: minmax(0, 1fr); }
  .console-top .console-top__menu { display: inline-flex; }
  .console-nav { position: fixed; left: 0; top: 48px; bottom: 0; width: 260px; z-index: 4; transform: translateX(-100%); transition: transform var(--ficha-transition, 0.2s) ease; }
  .console-nav[data-open='true'] { transform: none; box-shadow: var(--ficha-shadow); }
  .console-main { padding: calc(var(--ficha-space) * 3); }
}
`
