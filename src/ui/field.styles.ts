import { iconButton } from './shared.styles'
export const fieldCss = `
.ficha-field { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 1.5); font-family: var(--ficha-font); }
.ficha-field__label { font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-field__control {
  display: flex;
  align-items: center;
  min-height: var(--ficha-tap);
  border: 1px solid var(--ficha-border);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
}
.ficha-field__control:focus-within { border-color: var(--ficha-accent); }
.ficha-field--invalid .ficha-field__control { border-color: var(--ficha-danger); }
/* Read-only (a value verified elsewhere): full-contrast text on the card itself, no box to type into. */
.ficha-field--readonly .ficha-field__control { border-color: transparent; border-bottom: 1px dashed var(--ficha-border); border-radius: 0; background: transparent; }
.ficha-field--readonly .ficha-field__input { padding-left: 0; color: var(--ficha-text); font-weight: 600; }
.ficha-field__input {
  flex: 1;
  min-width: 0;
  min-height: calc(var(--ficha-tap) - 2px);
  padding: 0 calc(var(--ficha-space) * 3);
  border: 0;
  border-radius: var(--ficha-radius-sm);
  outline: 0;
  background: transparent;
  color: inherit;
  /* 16 px: smaller inputs make iOS zoom the page on focus. */
  font: 16px/1.2 var(--ficha-font);
}
.ficha-field__input::placeholder { color: var(--ficha-text-muted); opacity: 1; }
.ficha-field__prefix {
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ficha-space);
  align-self: stretch;
  padding: 0 calc(var(--ficha-space) * 3);
  border-right: 1px solid var(--ficha-border);
  font: var(--ficha-font-size)/1 var(--ficha-font);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
.ficha-field__prefix::after {
  content: '';
  margin-left: var(--ficha-space);
  border: 4px solid transparent;
  border-bottom: 0;
  border-top-color: var(--ficha-text-muted);
}
.ficha-field__prefix:focus-within { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-field__prefix-select {
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  font-size: 16px;
  cursor: pointer;
}
.ficha-field__prefix-select option { background: var(--ficha-surface); color: var(--ficha-text); }
.ficha-field__end { display: flex; align-items: center; flex: 0 0 auto; }
.ficha-field__toggle {
  ${iconButton}
  background: transparent;
  color: var(--ficha-text-muted);
}
.ficha-field__toggle:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -4px; }
.ficha-field__countdown { font-variant-numeric: tabular-nums; font-size: var(--ficha-font-size-sm); }
.ficha-field__error { margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-danger); }
.ficha-field__hint { margin: 0; font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
`
