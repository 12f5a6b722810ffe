/** The rewards pages' own pieces (tokens only): headline, stat grid, tier tables, progress bars, code box. */
export const rewardsCss = `
.ficha-rewards { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 4); }
.ficha-rewards-hero {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 2);
  padding: calc(var(--ficha-space) * 5) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-navy);
}
.ficha-rewards-hero__title { margin: 0; color: var(--ficha-accent); font-size: 22px; font-weight: 800; line-height: 1.25; }
.ficha-rewards-hero__text { margin: 0; color: var(--ficha-text); font-size: var(--ficha-font-size-sm); line-height: 1.5; }
/* On the surface, never on the page background, where white text is below AA (src/ui/tokens.ts). */
.ficha-offer { display: flex; flex-direction: column; gap: var(--ficha-space); margin: 0; padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 3) calc(1.2em + var(--ficha-space) * 3); border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text); font-size: var(--ficha-font-size-sm); line-height: 1.5; }
.ficha-stats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--ficha-space) * 2); margin: 0; }
.ficha-stats > div {
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
}
.ficha-stats dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-stats dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ficha-nowrap { white-space: nowrap; overflow-wrap: normal; }
.ficha-money-card .ficha-row-card { background: var(--ficha-surface-sunken); }
.ficha-rewards-hero__lead { margin: 0; color: var(--ficha-accent); font-size: var(--ficha-font-size-lg); font-weight: 700; line-height: 1.35; }
.ficha-tier-table { width: 100%; border-collapse: collapse; font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; }
.ficha-tier-table th { padding: calc(var(--ficha-space) * 2); color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 600; text-align: left; }
.ficha-tier-table td { padding: calc(var(--ficha-space) * 2); border-top: 1px solid var(--ficha-border); }
.ficha-tier-table td:last-child, .ficha-tier-table th:last-child { text-align: right; }
.ficha-tier-table__stack span { display: block; }
.ficha-tier-table--dense th, .ficha-tier-table--dense td { padding-inline: var(--ficha-space); hyphens: auto; }
.ficha-tier-table__rate { color: var(--ficha-accent); font-weight: 700; }
.ficha-tier-table tr[aria-current='true'] td { background: var(--ficha-surface-raised); }
.ficha-progress { display: flex; flex-direction: column; gap: var(--ficha-space); }
.ficha-progress__head { display: flex; justify-content: space-between; gap: calc(var(--ficha-space) * 2); font-size: var(--ficha-font-size-sm); }
.ficha-progress__head span:last-child { color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; text-align: right; }
.ficha-progress__bar { height: 8px; overflow: hidden; border-radius: 999px; background: var(--ficha-surface-sunken); }
.ficha-progress__fill { height: 100%; border-radius: inherit; background: var(--ficha-accent); transform-origin: left; transition: transform var(--ficha-duration) var(--ficha-ease); }
.ficha-progress__note { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-progress__note--done { color: var(--ficha-profit); }
.ficha-code-box {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: calc(var(--ficha-space) * 2);
  min-width: 0;
  padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
}
.ficha-code-box__value { min-width: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.ficha-code-box__value--code { color: var(--ficha-accent); font-size: 22px; font-weight: 800; letter-spacing: 0.08em; }
.ficha-code-box__value--link { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-copy {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--ficha-tap);
  min-height: var(--ficha-tap);
  border: 0;
  border-radius: var(--ficha-radius-sm);
  background: transparent;
  color: var(--ficha-accent);
  cursor: pointer;
}
.ficha-copy:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-qr-box { display: flex; flex-direction: column; align-items: center; gap: calc(var(--ficha-space) * 2); text-align: center; }
.ficha-level-card[aria-current='true'] { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-level-card__name { margin: 0; color: var(--ficha-accent); font-size: var(--ficha-font-size-lg); font-weight: 800; }
.ficha-vip-badge {
  display: inline-flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 2);
  align-self: flex-start;
  padding: var(--ficha-space) calc(var(--ficha-space) * 3);
  border-radius: 999px;
  background: var(--ficha-accent);
  color: var(--ficha-on-accent);
  font-size: var(--ficha-font-size-lg);
  font-weight: 800;
}
.ficha-switch-row { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--ficha-space) * 3); }
.ficha-switch-row__text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.ficha-switch-row > .ficha-button { flex: none; }
.ficha-switch-row__meta { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); overflow-wrap: anywhere; }
@media (prefers-reduced-motion: reduce) { .ficha-progress__fill { transition: none; } }
`
