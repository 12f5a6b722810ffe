/** The dense pages' look (players, games, races, messages): dense tables, fact grids and action forms, on the UI tokens. */
export const denseCss = `
.console-players { display: grid; gap: calc(var(--ficha-space) * 4); }
.console-players__search { display: flex; gap: calc(var(--ficha-space) * 2); align-items: flex-end; max-width: 720px; }
.console-players__search .ficha-field { flex: 1; margin: 0; }
.console-players__hint { color: var(--ficha-text-muted); margin: 0; }
.console-card { background: var(--ficha-surface); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4); display: grid; gap: calc(var(--ficha-space) * 2); align-content: start; min-width: 0; }
.console-card h2 { margin: 0; font-size: var(--ficha-font-size); }
.console-facts { display: grid; align-content: start; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 4); margin: 0; }
.console-facts div { min-width: 0; }
.console-facts dt { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.console-facts dd { margin: 0; overflow-wrap: anywhere; }
.console-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: calc(var(--ficha-space) * 3); }
.console-actions { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: calc(var(--ficha-space) * 3); }
.console-messages__languages { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 3); }
.console-messages__language { margin: 0; padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); display: grid; gap: calc(var(--ficha-space) * 2); min-width: 0; }
.console-messages__language legend { padding: 0 var(--ficha-space); font-weight: 600; }
.console-actions form { display: grid; gap: calc(var(--ficha-space) * 2); align-content: start; }
.console-actions .ficha-field { margin: 0; }
.console-actions textarea, .console-actions select, .console-messages textarea, .console-games select, .console-games input[type='number'], .console-games input[type='text'] { min-height: 32px; padding: calc(var(--ficha-space) * 1) calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: inherit; font: inherit; box-sizing: border-box; width: 100%; }
.console-actions label, .console-games label, .console-messages__language label { display: grid; gap: var(--ficha-space); }
.console-table-wrap { overflow-x: auto; border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface); }
.console-table { width: 100%; border-collapse: collapse; font-size: var(--ficha-font-size-sm); }
.console-table th, .console-table td { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 2); text-align: left; border-bottom: 1px solid var(--ficha-border); white-space: nowrap; vertical-align: top; }
.console-table td.console-wrap { white-space: normal; min-width: 200px; }
.console-table th { color: var(--ficha-text-muted); font-weight: 600; background: var(--ficha-surface-raised); position: sticky; top: 0; }
.console-table td.num, .console-table th.num { text-align: right; font-variant-numeric: tabular-nums; }
.console-table tbody tr:hover { background: var(--ficha-surface-raised); }
.console-table a { color: var(--ficha-accent); }
.console-pager { display: flex; gap: calc(var(--ficha-space) * 2); align-items: center; justify-content: flex-end; padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 2); color: var(--ficha-text-muted); }
.console-pager button { min-height: 28px; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.console-pager button:disabled { opacity: 0.4; cursor: default; }
.console-tabs { display: flex; flex-wrap: wrap; gap: var(--ficha-space); border-bottom: 1px solid var(--ficha-border); }
.console-tabs button { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 3); border: 0; border-bottom: 2px solid transparent; background: transparent; color: var(--ficha-text-muted); font: inherit; cursor: pointer; }
.console-tabs button[aria-selected='true'] { color: var(--ficha-text); border-bottom-color: var(--ficha-accent); font-weight: 600; }
.console-tag { display: inline-block; padding: 0 var(--ficha-space); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-raised); font-size: var(--ficha-font-size-xs); margin-right: var(--ficha-space); }
.console-tag--alert { background: var(--ficha-danger, #c0392b); color: #fff; }
.console-games .console-table td { vertical-align: middle; }
.console-games__edit td { background: var(--ficha-surface-sunken); }
.console-games__form { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 2); white-space: normal; }
.console-games__form .wide { grid-column: 1 / -1; }
.console-games__checks { display: flex; gap: calc(var(--ficha-space) * 3); flex-wrap: wrap; }
.console-games__checks label { display: inline-flex; gap: var(--ficha-space); align-items: center; }
`
