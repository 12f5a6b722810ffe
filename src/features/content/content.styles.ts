/**
 * Cards, long texts, the announcement strip and content lists (tokens only). Text always sits on a surface:
 * white on the spec's page background alone would miss the 4.5:1 contrast.
 */
export const contentCss = `
.ficha-card {
  box-sizing: border-box;
  display: block;
  width: 100%;
  border: 0;
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font: var(--ficha-font-size)/1.5 var(--ficha-font);
  text-align: left;
}
.ficha-article { padding: calc(var(--ficha-space) * 5) calc(var(--ficha-space) * 4); }
.ficha-article__title { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; line-height: 1.3; }
.ficha-article__meta { margin: calc(var(--ficha-space) * 1) 0 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.ficha-article__body { margin-top: calc(var(--ficha-space) * 4); }
.ficha-article__body p { margin: 0 0 calc(var(--ficha-space) * 3); overflow-wrap: anywhere; }
.ficha-article__body p:last-child { margin-bottom: 0; }
.ficha-notice-strip {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 2);
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 3);
  cursor: pointer;
  color: var(--ficha-text-muted);
}
.ficha-notice-strip__icon { display: inline-flex; color: var(--ficha-accent); }
.ficha-notice-strip__window {
  flex: 1;
  min-width: 0;
  height: 1.5em;
  overflow: hidden;
  color: var(--ficha-text);
  font-size: var(--ficha-font-size-sm);
  line-height: 1.5em;
}
.ficha-notice-strip__title {
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: ficha-notice-in var(--ficha-duration) var(--ficha-ease);
}
@keyframes ficha-notice-in { from { transform: translateY(100%); opacity: 0; } to { transform: none; opacity: 1; } }
.ficha-stack { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-message { padding: 0; overflow: hidden; }
.ficha-message > summary {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 1);
  min-height: var(--ficha-tap);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  list-style: none;
  cursor: pointer;
}
.ficha-message > summary::-webkit-details-marker { display: none; }
.ficha-message__title { font-weight: 600; }
.ficha-message--unread { box-shadow: inset 3px 0 0 var(--ficha-accent); }
.ficha-message__date { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); }
.ficha-message__excerpt {
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: var(--ficha-text-muted);
  font-size: var(--ficha-font-size-sm);
}
.ficha-message[open] .ficha-message__excerpt { display: none; }
.ficha-message .ficha-article__body {
  margin: 0;
  padding: 0 calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 4);
  font-size: var(--ficha-font-size-sm);
}
.ficha-event { overflow: hidden; padding: 0; cursor: pointer; }
.ficha-event__image { display: block; width: 100%; aspect-ratio: 5 / 2; object-fit: cover; background: var(--ficha-surface-sunken); }
.ficha-event__text { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 1); padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 4); }
.ficha-event__title { margin: 0; font-size: var(--ficha-font-size); font-weight: 700; }
.ficha-event__summary { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
.ficha-event__period { color: var(--ficha-accent); font-size: var(--ficha-font-size-xs); font-weight: 600; }
.ficha-event__period[data-ended] { color: var(--ficha-text-muted); }
.ficha-event__state {
  align-self: flex-start;
  margin-top: var(--ficha-space);
  padding: var(--ficha-space) calc(var(--ficha-space) * 3);
  border-radius: 999px;
  background: var(--ficha-accent);
  color: var(--ficha-on-accent);
  font-size: var(--ficha-font-size-xs);
  font-weight: 700;
}
.ficha-event__state[data-state='joined'] { background: var(--ficha-surface-raised); color: var(--ficha-profit); }
.ficha-event__state[data-state='done'] { background: var(--ficha-surface-raised); color: var(--ficha-text-muted); }
@media (prefers-reduced-motion: reduce) {
  .ficha-notice-strip__title { animation: none; }
}
`
