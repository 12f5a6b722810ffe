export const statesCss = `
.ficha-state {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  padding: calc(var(--ficha-space) * 10) calc(var(--ficha-space) * 6);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font-family: var(--ficha-font);
  text-align: center;
}
.ficha-state__icon { color: var(--ficha-text-muted); }
.ficha-state--error .ficha-state__icon { color: var(--ficha-danger); }
.ficha-state__title { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 600; }
.ficha-state__text { margin: 0; font-size: var(--ficha-font-size); color: var(--ficha-text-muted); line-height: 1.5; }
.ficha-skeleton {
  display: block;
  border-radius: var(--ficha-radius-sm);
  background: linear-gradient(90deg, var(--ficha-skeleton) 25%, var(--ficha-skeleton-shine) 50%, var(--ficha-skeleton) 75%);
  background-size: 200% 100%;
  animation: ficha-shimmer 1.4s linear infinite;
}
.ficha-skeleton-list { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-skeleton-row {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  padding: calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
.ficha-skeleton-row__lines { flex: 1; display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 2); }
@keyframes ficha-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .ficha-skeleton { animation: none; } }
`
