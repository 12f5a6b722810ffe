/**
 * The portal's race card (lobby, activities) and race page (tokens only), adopted with useStyles. Mobile
 * first; from 900 px the page puts the standing beside the board.
 */
export const raceCss = `
.ficha-race-card {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  width: 100%;
  min-height: 64px;
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font: var(--ficha-font-size-sm)/1.3 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
}
.ficha-race-card > svg { flex: none; color: var(--ficha-accent); }
.ficha-race-card__text { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.ficha-race-card__title { font-size: var(--ficha-font-size); font-weight: 700; }
.ficha-race-card__line { overflow: hidden; color: var(--ficha-text-muted); text-overflow: ellipsis; white-space: nowrap; }
.ficha-race-card__action { flex: none; color: var(--ficha-accent); font-weight: 600; }
.ficha-race { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-race__head,
.ficha-race__me,
.ficha-race__rules {
  display: flex;
  flex-direction: column;
  gap: var(--ficha-space);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font-variant-numeric: tabular-nums;
}
.ficha-race__name { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; }
.ficha-race__time { margin: 0; color: var(--ficha-accent); font-weight: 600; font-variant-numeric: tabular-nums; }
.ficha-race__me-title { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 600; }
.ficha-race__place { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; }
.ficha-race__next { margin: 0; color: var(--ficha-accent); font-weight: 600; }
.ficha-race__note { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
.ficha-race__pick { display: flex; flex-direction: column; gap: 4px; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 600; }
.ficha-race__pick select { min-height: 44px; max-width: 100%; padding: 0 calc(var(--ficha-space) * 2); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text); font: var(--ficha-font-size)/1.2 var(--ficha-font); }
.ficha-race__pick option { background: var(--ficha-surface); color: var(--ficha-text); }
/* A bar and bold type, not a tint: the prize column's colour keeps its contrast. */
.ficha-race .ficha-ticker__row[aria-current="true"] { box-shadow: inset 4px 0 0 var(--ficha-accent); font-weight: 700; }
@media (min-width: 900px) {
  .ficha-race { display: grid; grid-template-columns: minmax(0, 1.6fr) minmax(260px, 1fr); align-items: start; column-gap: calc(var(--ficha-space) * 5); }
  .ficha-race > * { grid-column: 1; }
  .ficha-race > .ficha-race__side { grid-column: 2; grid-row: 1 / span 3; }
}
.ficha-race .ficha-ticker__foot { display: none; }
.ficha-race__side { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
`
