/**
 * The lobby's rows, hearts, large tiles, visitor bar and reward chips (tokens only), adopted with useStyles.
 * Mobile first; from 1024 px the large grid and the rows follow the desktop lobby's columns.
 */
export const lobbyCss = `
.ficha-lobby-row {
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - var(--ficha-space) * 6) / 3.4);
  gap: calc(var(--ficha-space) * 3);
  overflow-x: auto;
  margin: 0 calc(var(--ficha-space) * -3);
  padding: 0 calc(var(--ficha-space) * 3);
  list-style: none;
  scroll-snap-type: x proximity;
  scroll-padding: 0 calc(var(--ficha-space) * 3);
  scrollbar-width: none;
  overscroll-behavior-x: contain;
}
.ficha-lobby-row::-webkit-scrollbar { display: none; }
.ficha-lobby-row > li { min-width: 0; scroll-snap-align: start; }
.ficha-lobby-tile { position: relative; }
/* Two classes: wins over the game grid's own columns whichever sheet the root adopted first. */
.ficha-game-grid.ficha-game-grid--large { grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
.ficha-game-grid--large .ficha-game-card { font-size: var(--ficha-font-size); }
/* Desktop: the large grid keeps the lobby's 5 to 8 columns, and a row shows six and a bit tiles. */
@media (min-width: 1024px) {
  .ficha-game-grid.ficha-game-grid--large { grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); }
  .ficha-lobby-row { grid-auto-columns: calc((100% - var(--ficha-space) * 18) / 6.4); }
}
.ficha-heart {
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: var(--ficha-tap);
  height: var(--ficha-tap);
  padding: 0;
  border: 0;
  background: none;
  color: var(--ficha-text);
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
}
.ficha-heart svg {
  width: 30px;
  height: 30px;
  padding: 5px;
  box-sizing: border-box;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.45);
}
.ficha-heart[aria-pressed='true'] { color: var(--ficha-loss); }
.ficha-heart[aria-pressed='true'] path { fill: currentColor; }
.ficha-heart:focus-visible { outline: none; }
.ficha-heart:focus-visible svg { outline: 2px solid var(--ficha-accent); }
.ficha-visitor-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--ficha-space) * 2);
  padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font: var(--ficha-font-size-sm)/1.3 var(--ficha-font);
}
.ficha-visitor-bar__head { display: flex; flex: 1 1 100%; align-items: center; gap: calc(var(--ficha-space) * 2); }
.ficha-visitor-bar__text { flex: 1; min-width: 0; }
.ficha-visitor-bar .ficha-button { flex: 1; }
.ficha-reward-chips { display: flex; flex-wrap: wrap; gap: calc(var(--ficha-space) * 2); }
.ficha-reward-chip {
  display: inline-flex;
  align-items: center;
  gap: var(--ficha-space);
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 3);
  border: 1px solid var(--ficha-border);
  border-radius: calc(var(--ficha-tap) / 2);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font: 600 var(--ficha-font-size-sm)/1.2 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
}
.ficha-reward-chip svg { color: var(--ficha-accent); width: 18px; height: 18px; }
.ficha-suggestions { margin-top: calc(var(--ficha-space) * 3); }
`
