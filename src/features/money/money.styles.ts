/** The money pages' shared look: cards, preset chips, choice lists, filter tabs, status badges, summaries. */
export const moneyCss = `
.ficha-money { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 4); }
.ficha-money-card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 4);
  padding: calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
.ficha-money-card__title { margin: 0; font-size: var(--ficha-font-size); font-weight: 600; }
.ficha-money-note { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); line-height: 1.5; }
.ficha-money-held { display: flex; flex-direction: column; gap: var(--ficha-space); padding: calc(var(--ficha-space) * 3); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); }
.ficha-money-note strong { color: var(--ficha-text); font-variant-numeric: tabular-nums; }
.ficha-money-error { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-danger); }

.ficha-amount__currency { padding-left: calc(var(--ficha-space) * 3); color: var(--ficha-text-muted); font-weight: 600; }
.ficha-amount__all {
  min-width: var(--ficha-tap);
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 3);
  border: 0;
  background: transparent;
  color: var(--ficha-accent);
  font: 600 var(--ficha-font-size)/1 var(--ficha-font);
  cursor: pointer;
}
.ficha-amount__all:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -4px; }
.ficha-chips { display: grid; grid-template-columns: repeat(3, 1fr); gap: calc(var(--ficha-space) * 2); }
.ficha-chip {
  min-height: var(--ficha-tap);
  padding: 0 var(--ficha-space);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
  font: 600 var(--ficha-font-size-sm)/1.2 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
}
.ficha-chip[aria-pressed='true'] { border-color: var(--ficha-accent); color: var(--ficha-accent); }
.ficha-chip:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }

.ficha-choices { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); margin: 0; padding: 0; border: 0; min-width: 0; }
.ficha-choices legend { margin-bottom: calc(var(--ficha-space) * 2); padding: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-choice {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  min-height: 52px;
  padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  cursor: pointer;
}
.ficha-choice:has(input:checked) { border-color: var(--ficha-accent); }
.ficha-choice:has(input:focus-visible) { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-choice input { width: 22px; height: 22px; margin: 0; accent-color: var(--ficha-accent); flex: none; }
.ficha-choice__text { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.ficha-choice__name { font-weight: 600; overflow-wrap: anywhere; }
.ficha-choice__meta { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; }
.ficha-choice__icon { display: inline-flex; color: var(--ficha-accent); flex: none; }

.ficha-summary { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); margin: 0; }
.ficha-summary > div { display: flex; justify-content: space-between; align-items: baseline; gap: calc(var(--ficha-space) * 3); }
.ficha-summary dt { font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-summary dd { margin: 0; font-variant-numeric: tabular-nums; text-align: right; overflow-wrap: anywhere; }
.ficha-summary__strong { font-size: var(--ficha-font-size-lg); font-weight: 700; color: var(--ficha-accent); }
/* A long value (a PIX txid of 30 characters, a sentence) goes under its label when the two do not fit on one
   line (360 px), rather than breaking beside it; wider, it stays beside. */
.ficha-summary > .ficha-summary__long { flex-wrap: wrap; row-gap: 2px; }
.ficha-summary__long dd { flex: 1 1 14em; }

.ficha-tabs {
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: var(--ficha-space);
  padding: var(--ficha-space);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
.ficha-tabs--3 { grid-template-columns: repeat(3, 1fr); }
.ficha-tab {
  min-height: var(--ficha-tap);
  padding: 0 var(--ficha-space);
  border: 0;
  border-radius: var(--ficha-radius-sm);
  background: transparent;
  color: var(--ficha-text-muted);
  font: 600 var(--ficha-font-size-sm)/1.2 var(--ficha-font);
  cursor: pointer;
}
.ficha-tab[aria-selected='true'] { background: var(--ficha-accent); color: var(--ficha-on-accent); }
.ficha-tab:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }

.ficha-badge {
  display: inline-block;
  padding: 0 calc(var(--ficha-space) * 2);
  border-radius: 999px;
  font-size: var(--ficha-font-size-xs);
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
}
/* On the sunken step: profit on the raised one is 4.47:1 in the default theme, below AA. */
.ficha-badge--unpaid { background: var(--ficha-surface-sunken); color: var(--ficha-accent); }
.ficha-badge--paid { background: var(--ficha-surface-sunken); color: var(--ficha-profit); }
.ficha-badge--failed { background: var(--ficha-surface-sunken); color: var(--ficha-loss); }
.ficha-badge--held { background: var(--ficha-surface-sunken); color: var(--ficha-text); }

.ficha-rows { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); margin: 0; padding: 0; list-style: none; }
.ficha-row-card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 2);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
.ficha-row-card__head { display: flex; justify-content: space-between; align-items: center; gap: calc(var(--ficha-space) * 2); }
.ficha-row-card__amount { font-size: var(--ficha-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; }
.ficha-money-actions { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 2); width: 100%; }
.ficha-row-card__actions { display: flex; gap: calc(var(--ficha-space) * 2); justify-content: flex-end; flex-wrap: wrap; }

.ficha-image-pick { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); }
.ficha-image-pick__label { font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-image-pick__box {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  min-height: 96px;
  border: 1px dashed var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text-muted);
  font-size: var(--ficha-font-size-sm);
  cursor: pointer;
  overflow: hidden;
}
.ficha-image-pick__box:focus-within { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-image-pick--invalid .ficha-image-pick__box { border-color: var(--ficha-danger); }
.ficha-image-pick__input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
.ficha-image-pick__preview { display: block; max-width: 100%; max-height: 240px; object-fit: contain; }
.ficha-textarea {
  min-height: 88px;
  padding: calc(var(--ficha-space) * 3);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
  font: 16px/1.4 var(--ficha-font);
  resize: vertical;
  box-sizing: border-box;
}
.ficha-textarea:focus { outline: 0; border-color: var(--ficha-accent); }
.ficha-money-notice { display: flex; flex-direction: column; align-items: flex-start; gap: calc(var(--ficha-space) * 2); }
.ficha-memo__count { text-align: right; font-variant-numeric: tabular-nums; }
.ficha-money-pre { white-space: pre-line; overflow-wrap: anywhere; }
.ficha-segments { display: grid; grid-template-columns: repeat(auto-fit, minmax(88px, 1fr)); gap: calc(var(--ficha-space) * 2); margin: 0; padding: 0; border: 0; min-width: 0; }
.ficha-segments legend { margin-bottom: calc(var(--ficha-space) * 2); padding: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-segment {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  min-height: var(--ficha-tap);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  font-weight: 600;
  cursor: pointer;
}
.ficha-segment input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.ficha-segment:has(input:checked) { border-color: var(--ficha-accent); color: var(--ficha-accent); }
.ficha-segment:has(input:focus-visible) { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-switch { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--ficha-space) * 3); min-height: var(--ficha-tap); cursor: pointer; }
.ficha-switch input { width: 22px; height: 22px; margin: 0; accent-color: var(--ficha-accent); }
`
