export const badgeCss = `
.ficha-count {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: var(--ficha-loss);
  /* Dark on the light red: white on it would be under 2:1. */
  color: var(--ficha-navy);
  font: 700 11px/1 var(--ficha-font);
  font-variant-numeric: tabular-nums;
}
.ficha-count--corner { position: absolute; top: 2px; left: calc(50% + 6px); }
`
