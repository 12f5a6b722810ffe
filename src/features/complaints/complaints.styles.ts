export const complaintsCss = `
.ficha-complaint-thread { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); margin: 0; padding: 0; list-style: none; }
.ficha-complaint-message { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); padding: calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius); background: var(--ficha-surface-raised); }
.ficha-complaint-message--operator { border-left: 3px solid var(--ficha-accent); }
.ficha-complaint-message__head { display: flex; justify-content: space-between; gap: calc(var(--ficha-space) * 2); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-complaint-message__text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ficha-complaint-select { min-height: var(--ficha-tap); padding: 0 calc(var(--ficha-space) * 3); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); color: var(--ficha-text); font: 16px/1.2 var(--ficha-font); }
.ficha-complaint-protocol { font-variant-numeric: tabular-nums; font-weight: 700; }
`
