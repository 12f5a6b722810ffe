export const buttonCss = `
.ficha-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  min-height: var(--ficha-tap);
  min-width: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 4);
  border: 1px solid transparent;
  border-radius: var(--ficha-radius-sm);
  font: 600 var(--ficha-font-size)/1.2 var(--ficha-font);
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  transition: opacity var(--ficha-duration) var(--ficha-ease), transform 120ms var(--ficha-ease);
  text-decoration: none;
}
.ficha-button:active:not(:disabled) { transform: scale(0.98); }
.ficha-button:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-button:disabled { opacity: 0.55; cursor: not-allowed; }
.ficha-button--block { display: flex; width: 100%; }
.ficha-button--primary { background: var(--ficha-accent); color: var(--ficha-on-accent); }
.ficha-button--secondary { background: transparent; color: var(--ficha-text); border-color: var(--ficha-border); }
.ficha-button--ghost { background: transparent; color: var(--ficha-accent); padding: 0 calc(var(--ficha-space) * 2); }
.ficha-button--danger { background: var(--ficha-surface); color: var(--ficha-danger); border-color: var(--ficha-danger); }
.ficha-button__spinner {
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ficha-spin 0.8s linear infinite;
}
@keyframes ficha-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ficha-button__spinner { animation-duration: 2.4s; } }
`
