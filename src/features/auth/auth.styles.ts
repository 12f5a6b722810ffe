export const authCss = `
.ficha-auth { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 4); font-family: var(--ficha-font); color: var(--ficha-text); }
.ficha-auth__notice {
  margin: 0;
  padding: calc(var(--ficha-space) * 3);
  border-left: 3px solid var(--ficha-accent);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  font-size: var(--ficha-font-size-sm);
  line-height: 1.5;
  color: var(--ficha-text);
}
.ficha-auth__agree {
  display: flex;
  align-items: flex-start;
  gap: calc(var(--ficha-space) * 2);
  font-size: var(--ficha-font-size-sm);
  line-height: 1.6;
  color: var(--ficha-text-muted);
}
.ficha-auth__check {
  flex: 0 0 auto;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: var(--ficha-accent);
  cursor: pointer;
}
.ficha-auth__check-hit { display: inline-flex; align-items: center; justify-content: center; min-width: var(--ficha-tap); min-height: var(--ficha-tap); margin: -11px -11px -11px -11px; cursor: pointer; }
.ficha-auth__agree-text { padding-top: 10px; }
.ficha-auth__link {
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: var(--ficha-accent);
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
}
.ficha-auth__link:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-auth__row { display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: calc(var(--ficha-space) * 2); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); }
.ficha-agreement { font-size: var(--ficha-font-size); line-height: 1.6; color: var(--ficha-text); }
.ficha-agreement p { margin: 0 0 calc(var(--ficha-space) * 3); }
.ficha-agreement__close { margin-top: calc(var(--ficha-space) * 4); }
`
