/**
 * The portal's missions page and its way in from the activities (tokens only), adopted with useStyles.
 * Mobile first (360 px): one column, the progress bars full width, the buy buttons in thumb reach.
 */
export const missionsCss = `
.ficha-missions { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-missions__points {
  display: flex; align-items: baseline; justify-content: space-between; gap: var(--ficha-space);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text);
}
.ficha-missions__points strong { color: var(--ficha-accent); font-size: var(--ficha-font-size-lg); font-variant-numeric: tabular-nums; }
.ficha-missions__tabs { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--ficha-space); }
.ficha-missions__tabs button {
  min-height: var(--ficha-tap); border: 1px solid var(--ficha-border); border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface); color: var(--ficha-text); font: 600 var(--ficha-font-size-sm)/1.2 var(--ficha-font);
  cursor: pointer; touch-action: manipulation;
}
.ficha-missions__tabs button[aria-selected="true"] { border-color: var(--ficha-accent); background: var(--ficha-accent); color: var(--ficha-on-accent); }
.ficha-mission {
  display: flex; flex-direction: column; gap: var(--ficha-space);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text);
  font-variant-numeric: tabular-nums;
}
.ficha-mission__head { display: flex; align-items: baseline; justify-content: space-between; gap: var(--ficha-space); }
.ficha-mission__name { margin: 0; font-size: var(--ficha-font-size); font-weight: 700; }
.ficha-mission__reward { flex: none; color: var(--ficha-accent); font-weight: 700; }
.ficha-mission__line { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
.ficha-mission__bar { height: 8px; overflow: hidden; border-radius: 4px; background: var(--ficha-border); }
.ficha-mission__fill { height: 100%; background: var(--ficha-accent); transition: width var(--ficha-duration) var(--ficha-ease); }
.ficha-mission__buy { align-self: stretch; }
.ficha-missions__note {
  margin: 0; padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs);
}
/* On the surface, as the cards: the page's own background is the brand's colour, not a reading one. */
.ficha-missions__history {
  display: flex; flex-direction: column; margin: 0; padding: 0 calc(var(--ficha-space) * 4); list-style: none;
  border-radius: var(--ficha-radius); background: var(--ficha-surface); color: var(--ficha-text);
}
.ficha-missions__history li:last-child { border-bottom: 0; }
.ficha-missions__history li {
  display: flex; justify-content: space-between; gap: var(--ficha-space);
  padding: calc(var(--ficha-space) * 2) 0; border-bottom: 1px solid var(--ficha-border); font-variant-numeric: tabular-nums;
}
.ficha-missions__history small { display: block; color: var(--ficha-text-muted); }
.ficha-missions__plus { color: var(--ficha-accent); font-weight: 700; }
@media (prefers-reduced-motion: reduce) { .ficha-mission__fill { transition: none; } }
`
