export const menuCss = `
/* The title sits inside the card: small text on the page background itself would miss WCAG AA. */
.ficha-menu {
  min-width: 0;
  margin: 0 0 calc(var(--ficha-space) * 4);
  padding: 0;
  border: 0;
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  overflow: hidden;
}
.ficha-menu__title {
  float: left;
  width: 100%;
  margin: 0;
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4) var(--ficha-space);
  font-size: var(--ficha-font-size-sm);
  font-weight: 600;
  color: var(--ficha-text-muted);
}
.ficha-menu__list { clear: both; margin: 0; padding: 0; list-style: none; }
.ficha-menu__item + .ficha-menu__item { border-top: 1px solid var(--ficha-border); }
.ficha-menu__row {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  width: 100%;
  min-height: 52px;
  /* A label with a hint under it keeps the card's breathing room above and below. */
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border: 0;
  background: transparent;
  color: var(--ficha-text);
  font: var(--ficha-font-size)/1.3 var(--ficha-font);
  text-align: left;
  cursor: pointer;
}
.ficha-menu__row:active { background: var(--ficha-surface-raised); }
.ficha-menu__row:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-menu__icon { display: inline-flex; color: var(--ficha-accent); }
.ficha-menu__label { flex: 1; }
.ficha-menu__intro { clear: both; margin: 0; padding: 0 calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 2); }
.ficha-menu__hint { display: block; margin-top: 2px; font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-menu__value { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; }
.ficha-menu__radio { width: 22px; height: 22px; margin: 0; accent-color: var(--ficha-accent); cursor: pointer; }
.ficha-menu__row:has(.ficha-menu__radio:checked) { color: var(--ficha-accent); font-weight: 600; }
.ficha-menu__row:has(.ficha-menu__radio:focus-visible) { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-menu__chevron { display: inline-flex; color: var(--ficha-text-muted); }
`
