/**
 * The crash page's look (portal/pages/jogos/crash), tokens only. Mobile first (360 x 740): the bar, the recent
 * crash points, the curve, the two bet slots with their buttons at the bottom of each card, then everyone's
 * bets. From 1024 px the bets list stands beside the curve and the slots sit side by side under it.
 */
export const crashCss = `
.ficha-crash {
  position: fixed;
  inset: 0;
  z-index: var(--ficha-z-bar);
  display: flex;
  flex-direction: column;
  background: var(--ficha-navy);
  color: var(--ficha-text);
  font: var(--ficha-font-size)/1.3 var(--ficha-font);
}
.ficha-crash__bar {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 2);
  flex: none;
  height: calc(var(--ficha-bar-height) + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) max(var(--ficha-space) * 2, env(safe-area-inset-right)) 0
    max(var(--ficha-space), env(safe-area-inset-left));
}
.ficha-crash__bar .ficha-logo { display: flex; }
@media (max-width: 1023.98px) { .ficha-crash__bar .ficha-logo__name { display: none; } }
.ficha-crash__money { margin-left: auto; }
.ficha-crash__exit {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--ficha-tap);
  height: var(--ficha-tap);
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--ficha-text);
  cursor: pointer;
}
.ficha-crash__exit:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-crash__body {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3 + env(safe-area-inset-bottom));
}
.ficha-crash__main { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); }
.ficha-crash__state { display: grid; place-items: center; min-height: 60vh; padding: calc(var(--ficha-space) * 4); }

.ficha-crash__recent {
  display: flex;
  gap: calc(var(--ficha-space) * 1.5);
  margin: 0;
  padding: var(--ficha-space) 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  font-size: var(--ficha-font-size-xs);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
}
.ficha-crash__recent::-webkit-scrollbar { display: none; }
.ficha-crash__recent > li {
  flex: none;
  padding: 4px 10px;
  border-radius: 999px;
  background: var(--ficha-surface);
  color: var(--ficha-text);
}
.ficha-crash__recent > li[data-high] { color: var(--ficha-accent); }

.ficha-crash__stage {
  position: relative;
  height: clamp(180px, 30vh, 240px);
  border-radius: var(--ficha-radius);
  background: radial-gradient(ellipse at 20% 100%, var(--ficha-surface-raised), var(--ficha-surface-sunken) 70%);
  overflow: hidden;
}
.ficha-crash__canvas { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }
.ficha-crash__readout {
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ficha-space);
  pointer-events: none;
  text-align: center;
}
.ficha-crash__label {
  margin: 0;
  font-size: 44px;
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  text-shadow: 0 2px 12px rgb(0 0 0 / 0.45);
}
.ficha-crash__stage[data-phase='betting'] .ficha-crash__label { font-size: var(--ficha-font-size-lg); font-weight: 700; }
.ficha-crash__stage[data-phase='crashed'] .ficha-crash__label { color: var(--ficha-loss); font-size: 30px; }
.ficha-crash__hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ficha-crash__round {
  position: absolute;
  top: calc(var(--ficha-space) * 2);
  left: calc(var(--ficha-space) * 3);
  margin: 0;
  color: var(--ficha-text-muted);
  font-size: var(--ficha-font-size-xs);
  font-variant-numeric: tabular-nums;
}

.ficha-crash__slots { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); }
.ficha-crash-slot {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 2);
  margin: 0;
  padding: calc(var(--ficha-space) * 2.5) calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 3);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  min-width: 0;
}
.ficha-crash-slot[data-state='open'] { border-color: var(--ficha-accent); }
.ficha-crash-slot__head { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--ficha-space) * 2); min-height: 28px; }
.ficha-crash-slot__title { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.ficha-crash-slot__row { display: flex; align-items: stretch; gap: calc(var(--ficha-space) * 2); }
.ficha-crash-slot__amount { display: flex; flex: 1 1 60%; align-items: center; min-width: 0; border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); }
.ficha-crash-slot__step {
  flex: none;
  width: var(--ficha-tap);
  height: var(--ficha-tap);
  border: 0;
  background: transparent;
  color: var(--ficha-text);
  font: 700 20px/1 var(--ficha-font);
  cursor: pointer;
  touch-action: manipulation;
}
.ficha-crash-slot__step:disabled { opacity: 0.4; cursor: not-allowed; }
.ficha-crash-slot input {
  width: 100%;
  min-width: 0;
  height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 1);
  border: 0;
  background: transparent;
  color: var(--ficha-text);
  font: 700 var(--ficha-font-size)/1 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  text-align: center;
}
.ficha-crash-slot input:focus-visible, .ficha-crash-slot__step:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-crash-slot input:disabled { color: var(--ficha-text-muted); }
.ficha-crash-slot__auto { display: flex; flex: 1 1 40%; align-items: center; min-width: 0; padding-left: calc(var(--ficha-space) * 2); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); }
.ficha-crash-slot__auto input { text-align: right; }
.ficha-crash-slot__times { padding-right: calc(var(--ficha-space) * 2); color: var(--ficha-text-muted); font-weight: 700; }
.ficha-crash-slot__switch { display: inline-flex; align-items: center; gap: calc(var(--ficha-space) * 2); min-height: 28px; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 600; cursor: pointer; }
.ficha-crash-slot__switch input { width: 18px; height: 18px; margin: 0; accent-color: var(--ficha-accent); }
.ficha-crash-slot__error { margin: 0; color: var(--ficha-loss); font-size: var(--ficha-font-size-xs); }
.ficha-crash-slot__note { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-variant-numeric: tabular-nums; }
.ficha-crash-slot__note[data-result='won'] { color: var(--ficha-profit); font-weight: 700; }
.ficha-crash-slot__note[data-result='lost'] { color: var(--ficha-loss); }
.ficha-crash-slot__action { min-height: 56px; flex-direction: column; gap: 0; font-size: var(--ficha-font-size-lg); font-variant-numeric: tabular-nums; }
.ficha-crash-slot__action small { font-size: var(--ficha-font-size-xs); font-weight: 600; }
.ficha-crash-slot__action.ficha-crash-slot__cashout { background: var(--ficha-profit); color: var(--ficha-navy); }

.ficha-crash-bets { border-radius: var(--ficha-radius); background: var(--ficha-surface); font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; overflow: hidden; }
.ficha-crash-bets__head { display: flex; align-items: baseline; justify-content: space-between; gap: calc(var(--ficha-space) * 2); padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 2); }
.ficha-crash-bets__title { margin: 0; color: var(--ficha-accent); font-size: var(--ficha-font-size); font-weight: 700; }
.ficha-crash-bets__sum { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.ficha-crash-bets__table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.ficha-crash-bets__table th { padding: calc(var(--ficha-space) * 1.5) calc(var(--ficha-space) * 3); background: var(--ficha-surface-sunken); color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 600; text-align: left; }
.ficha-crash-bets__table td { padding: 0 calc(var(--ficha-space) * 3); height: 40px; border-top: 1px solid var(--ficha-border); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ficha-crash-bets__table :is(th, td):not(:first-child) { text-align: right; }
.ficha-crash-bets__table th:first-child { width: 38%; }
.ficha-crash-bets__table tr[data-cashed] td { color: var(--ficha-profit); }
.ficha-crash-bets__table tr[data-cashed] td:first-child { color: var(--ficha-text); }
.ficha-crash-bets__table tr[data-lost] td:not(:first-child) { color: var(--ficha-text-muted); }
.ficha-crash-bets__table tr[aria-current='true'] td:first-child { box-shadow: inset 4px 0 0 var(--ficha-accent); font-weight: 700; }
.ficha-crash-bets__empty { margin: 0; padding: calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 3); color: var(--ficha-text-muted); }

@media (min-width: 600px) {
  .ficha-crash__body { padding-left: calc(var(--ficha-space) * 4); padding-right: calc(var(--ficha-space) * 4); }
  .ficha-crash__slots { flex-direction: row; }
  .ficha-crash__slots > * { flex: 1 1 0; }
}
@media (min-width: 1024px) {
  .ficha-crash { background: radial-gradient(ellipse at 50% 30%, var(--ficha-surface), var(--ficha-navy) 75%); }
  .ficha-crash__bar { padding-left: calc(var(--ficha-space) * 4); padding-right: calc(var(--ficha-space) * 6); }
  .ficha-crash__body {
    display: grid;
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
    gap: calc(var(--ficha-space) * 4);
    width: 100%;
    max-width: 1320px;
    margin: 0 auto;
    padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 6) calc(var(--ficha-space) * 4);
  }
  .ficha-crash__body > .ficha-crash__state { grid-column: 1 / -1; }
  .ficha-crash__main { grid-column: 2; grid-row: 1; }
  .ficha-crash-bets { grid-column: 1; grid-row: 1; position: sticky; top: 0; max-height: calc(100dvh - var(--ficha-bar-height) - var(--ficha-space) * 6); overflow-y: auto; }
  .ficha-crash__stage { height: clamp(240px, calc(100dvh - var(--ficha-bar-height) - 260px), 520px); }
  .ficha-crash__label { font-size: 64px; }
}
`
