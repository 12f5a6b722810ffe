/**
 * The tickers' CSS, adopted with useStyles so that it lands in the document (portal) or in a widget's shadow
 * root. Colours and sizes come only from the --ficha-* tokens. A window's height is rows x row height, fixed
 * before any data arrives, so loading, data and errors never move what is around it. Motion is a transform
 * on the track alone; the table's body slides up under its opaque header.
 */
export const betsTickerCss = `
.ficha-ticker {
  --ficha-ticker-row-height: 48px;
  --ficha-ticker-head-height: 32px;
  display: block;
  box-sizing: border-box;
  container-type: inline-size;
  background: var(--ficha-surface);
  color: var(--ficha-text);
  border-radius: var(--ficha-radius);
  font: var(--ficha-font-size-sm)/1.3 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  overflow: hidden;
}
.ficha-ticker__title {
  margin: 0;
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 2);
  font-size: var(--ficha-font-size);
  font-weight: 700;
  color: var(--ficha-accent);
}
.ficha-ticker__table,
.ficha-ticker__table > thead,
.ficha-ticker__table > tbody { display: block; }
.ficha-ticker__table { width: 100%; border-spacing: 0; overflow: hidden; }
.ficha-ticker__table[data-rows] {
  height: calc(var(--ficha-ticker-head-height) + var(--ficha-ticker-row-height) * var(--ficha-ticker-rows));
}
.ficha-ticker__thead { position: sticky; top: 0; z-index: 1; background: var(--ficha-surface-sunken); }
.ficha-ticker__row {
  box-sizing: border-box;
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) 72px 84px;
  align-items: center;
  gap: calc(var(--ficha-space) * 1.5);
  height: var(--ficha-ticker-row-height);
  margin: 0;
  padding: 0 calc(var(--ficha-space) * 2);
  border-top: 1px solid var(--ficha-border);
}
.ficha-ticker__row > td, .ficha-ticker__row > th { padding: 0; }
.ficha-ticker__head > th { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ficha-ticker__head {
  height: var(--ficha-ticker-head-height);
  border-top: 0;
  color: var(--ficha-text-muted);
  font-size: var(--ficha-font-size-xs);
  font-weight: 600;
  text-align: left;
}
.ficha-ticker--winners .ficha-ticker__row { grid-template-columns: auto minmax(0, 1fr) auto; }
@container (min-width: 480px) {
  .ficha-ticker__row { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.1fr) minmax(0, 1fr) minmax(0, 1fr); }
}
.ficha-ticker__viewport,
.ficha-ticker__state {
  box-sizing: border-box;
  height: calc(var(--ficha-ticker-row-height) * var(--ficha-ticker-rows));
  overflow: hidden;
}
.ficha-ticker__track { margin: 0; padding: 0; list-style: none; will-change: transform; }
.ficha-ticker__track[data-moving] { animation: ficha-ticker-cycle var(--ficha-ticker-cycle) linear infinite; }
.ficha-ticker__track[data-paused] { animation-play-state: paused; }
/* Up by one copy of the rows in the first 16 s of the 24 s cycle (spec §4; use-ticker.ts), then a rest: the
   copy looks exactly like the start, so the jump back as the next cycle begins is invisible. */
@keyframes ficha-ticker-cycle {
  from { transform: translateY(0); }
  66.667% { transform: translateY(-50%); }
  to { transform: translateY(-50%); }
}
.ficha-ticker__cell { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ficha-ticker__amount { text-align: right; }
.ficha-ticker__player { font-size: var(--ficha-font-size-xs); }
.ficha-ticker__game { display: flex; align-items: center; gap: calc(var(--ficha-space) * 2); min-width: 0; }
/* On a phone the game column shows the picture; the name is there for screen readers, and for eyes where
   there is room. */
.ficha-ticker__game-name {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
@container (min-width: 480px) {
  .ficha-ticker__game-name { position: static; width: auto; height: auto; clip-path: none; }
}
.ficha-ticker__image {
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: var(--ficha-radius-sm);
  object-fit: cover;
  background: var(--ficha-surface-sunken);
}
.ficha-ticker__who { display: flex; flex-direction: column; min-width: 0; }
.ficha-ticker__muted { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.ficha-ticker__profit { color: var(--ficha-profit); }
.ficha-ticker__loss { color: var(--ficha-loss); }
.ficha-ticker__win { color: var(--ficha-accent); font-weight: 700; text-align: right; }
.ficha-ticker__state {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  padding: calc(var(--ficha-space) * 4);
  text-align: center;
  color: var(--ficha-text-muted);
}
/* A text action rather than a Button: the ticker ships alone in a 12 KB widget. */
.ficha-ticker__retry {
  min-height: var(--ficha-tap);
  padding: 0 12px;
  border: 0;
  background: none;
  color: var(--ficha-accent);
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
}
.ficha-ticker__state--loading { display: block; padding: 0; }
.ficha-ticker__bone {
  display: block;
  height: 12px;
  border-radius: 6px;
  background: var(--ficha-skeleton);
  animation: ficha-ticker-pulse 1.2s ease-in-out infinite alternate;
}
.ficha-ticker__bone--image { width: 32px; height: 32px; border-radius: var(--ficha-radius-sm); }
@keyframes ficha-ticker-pulse { from { opacity: 1; } to { opacity: 0.45; } }
/* The race: a tab beside the latest bets; its ten places scroll by hand in the same window. */
.ficha-ticker__tabs { display: flex; padding: 0 calc(var(--ficha-space) * 2); }
.ficha-ticker__tab {
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 2);
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: var(--ficha-text-muted);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.ficha-ticker__tab[aria-selected='true'] { color: var(--ficha-accent); border-bottom-color: currentColor; }
/* At most the window; fewer places (a race's first minutes) take less room. */
.ficha-ticker--race .ficha-ticker__table {
  height: auto;
  max-height: calc(var(--ficha-ticker-head-height) + var(--ficha-ticker-row-height) * var(--ficha-ticker-rows));
  overflow-y: auto;
}
.ficha-ticker--race .ficha-ticker__row { grid-template-columns: 32px minmax(0, 1fr) 84px 84px; }
.ficha-ticker__foot {
  margin: 0;
  padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 4);
  border-top: 1px solid var(--ficha-border);
  color: var(--ficha-text-muted);
}
@media (prefers-reduced-motion: reduce) {
  .ficha-ticker__track { animation: none !important; will-change: auto; }
  .ficha-ticker__table, .ficha-ticker__viewport { overflow-y: auto; overscroll-behavior: contain; }
  .ficha-ticker__bone { animation: none; }
}
`
