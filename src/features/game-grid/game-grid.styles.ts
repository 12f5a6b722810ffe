import { roundIconButton } from '../../ui/shared.styles'
/** The game grid's CSS (tokens only), adopted with useStyles. Cards keep a square picture so nothing reflows. */
export const gameGridCss = `
.ficha-game-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: calc(var(--ficha-space) * 3);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ficha-game-grid > li { min-width: 0; }
/* Desktop: larger tiles, 5 to 8 columns across the lobby's width. */
@media (min-width: 1024px) {
  .ficha-game-grid { grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); }
}
.ficha-game-card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 1.5);
  width: 100%;
  min-height: var(--ficha-tap);
  padding: 0;
  border: 0;
  background: none;
  color: var(--ficha-text);
  font: 600 var(--ficha-font-size-sm)/1.25 var(--ficha-font);
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
}
.ficha-game-card__image {
  display: block;
  width: 100%;
  aspect-ratio: 1;
  border-radius: var(--ficha-radius);
  object-fit: cover;
  background: var(--ficha-surface);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
  transition: transform 120ms var(--ficha-ease);
}
.ficha-game-card:active .ficha-game-card__image { transform: scale(0.96); }
.ficha-game-card:focus-visible { outline: none; }
.ficha-game-card:focus-visible .ficha-game-card__image { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-game-card__name {
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.5em;
  padding: 0 calc(var(--ficha-space) * 0.5);
}
.ficha-game-card--placeholder { cursor: default; }
.ficha-game-card--placeholder .ficha-game-card__image,
.ficha-game-card__bone {
  background: var(--ficha-skeleton);
  box-shadow: none;
  animation: ficha-game-pulse 1.2s ease-in-out infinite alternate;
}
.ficha-game-card__bone { display: block; width: 70%; height: 12px; margin-bottom: 1.3em; border-radius: 6px; }
@keyframes ficha-game-pulse { from { opacity: 1; } to { opacity: 0.45; } }
.ficha-list-end {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: calc(var(--ficha-space) * 2);
  min-height: var(--ficha-tap);
  margin: calc(var(--ficha-space) * 3) auto 0;
  padding: 0 calc(var(--ficha-space) * 4);
  width: fit-content;
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text-muted);
  font: var(--ficha-font-size-sm)/1.3 var(--ficha-font);
}
.ficha-list-end:empty { display: none; }
.ficha-search {
  position: relative;
  display: flex;
  align-items: center;
}
.ficha-search__input {
  box-sizing: border-box;
  width: 100%;
  min-height: var(--ficha-tap);
  padding: 0 var(--ficha-tap) 0 calc(var(--ficha-space) * 4);
  border: 1px solid var(--ficha-border);
  border-radius: calc(var(--ficha-tap) / 2);
  background: var(--ficha-surface-sunken);
  color: var(--ficha-text);
  font: 16px/1.2 var(--ficha-font);
  -webkit-appearance: none;
  appearance: none;
}
.ficha-search__input::placeholder { color: var(--ficha-text-muted); }
.ficha-search__input::-webkit-search-cancel-button { display: none; }
.ficha-search__input:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 0; }
.ficha-search__clear {
  position: absolute;
  right: 0;
  ${roundIconButton}
  background: none;
  color: var(--ficha-text-muted);
}
.ficha-chips {
  display: flex;
  gap: calc(var(--ficha-space) * 2);
  overflow-x: auto;
  margin: 0 calc(var(--ficha-space) * -3);
  padding: 0 calc(var(--ficha-space) * 3);
  scrollbar-width: none;
  overscroll-behavior-x: contain;
}
.ficha-chips::-webkit-scrollbar { display: none; }
.ficha-chips__chip {
  flex: none;
  min-height: var(--ficha-tap);
  padding: 0 calc(var(--ficha-space) * 4);
  border: 1px solid var(--ficha-border);
  border-radius: calc(var(--ficha-tap) / 2);
  background: var(--ficha-surface);
  color: var(--ficha-text);
  font: 600 var(--ficha-font-size-sm)/1 var(--ficha-font);
  white-space: nowrap;
  cursor: pointer;
  touch-action: manipulation;
}
.ficha-chips__chip[aria-pressed='true'] {
  border-color: var(--ficha-accent);
  background: var(--ficha-accent);
  color: var(--ficha-on-accent);
}
.ficha-section {
  box-sizing: border-box;
  padding: calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  color: var(--ficha-text);
}
.ficha-section__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: calc(var(--ficha-space) * 2);
  margin-bottom: calc(var(--ficha-space) * 2);
}
.ficha-section__title { margin: 0; font: 700 var(--ficha-font-size)/1.3 var(--ficha-font); }
.ficha-section__more {
  display: inline-flex;
  align-items: center;
  min-height: var(--ficha-tap);
  padding: 0 0 0 calc(var(--ficha-space) * 3);
  border: 0;
  background: none;
  color: var(--ficha-accent);
  font: 600 var(--ficha-font-size-sm)/1 var(--ficha-font);
  cursor: pointer;
}
@media (prefers-reduced-motion: reduce) {
  .ficha-game-card__image { transition: none; }
  .ficha-game-card--placeholder .ficha-game-card__image, .ficha-game-card__bone { animation: none; }
}
`
