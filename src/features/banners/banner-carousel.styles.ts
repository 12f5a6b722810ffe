/** The carousel's CSS (tokens only). Banners are 750 x 300, so the box is 5:2 before any image arrives. */
export const bannerCarouselCss = `
.ficha-carousel {
  position: relative;
  overflow: hidden;
  aspect-ratio: 5 / 2;
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
}
.ficha-carousel__track {
  display: flex;
  height: 100%;
  transition: transform var(--ficha-duration) var(--ficha-ease);
  will-change: transform;
}
.ficha-carousel__track[data-dragging] { transition: none; }
.ficha-carousel__slide { flex: 0 0 100%; height: 100%; }
.ficha-carousel__link {
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
}
.ficha-carousel__link:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-carousel__image { display: block; width: 100%; height: 100%; object-fit: cover; -webkit-user-drag: none; }
.ficha-carousel__dots {
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc(var(--ficha-space) * 2);
  display: flex;
  justify-content: center;
  gap: calc(var(--ficha-space) * 1.5);
  pointer-events: none;
}
.ficha-carousel__dot {
  width: 6px;
  height: 6px;
  border-radius: 3px;
  background: var(--ficha-text-muted);
  opacity: 0.6;
  transition: transform var(--ficha-duration) var(--ficha-ease), opacity var(--ficha-duration) var(--ficha-ease);
}
.ficha-carousel__dot[data-active] { background: var(--ficha-accent); opacity: 1; transform: scaleX(2); }
.ficha-carousel--placeholder { animation: ficha-carousel-pulse 1.2s ease-in-out infinite alternate; }
@keyframes ficha-carousel-pulse { from { opacity: 1; } to { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .ficha-carousel--placeholder { animation: none; }
}
`
