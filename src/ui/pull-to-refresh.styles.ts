export const pullToRefreshCss = `
.ficha-ptr { position: relative; }
.ficha-ptr__indicator {
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  height: 48px;
  margin-top: -48px;
  color: var(--ficha-text);
  font: var(--ficha-font-size-sm)/1 var(--ficha-font);
  pointer-events: none;
}
.ficha-ptr__indicator--refreshing svg { animation: ficha-spin 0.9s linear infinite; }
.ficha-ptr--settling > * { transition: transform var(--ficha-duration) var(--ficha-ease); }
@keyframes ficha-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ficha-ptr__indicator--refreshing svg { animation: none; } }
`
