import { roundIconButton } from './shared.styles'
export const modalCss = `
.ficha-modal {
  border: 0;
  padding: 0;
  margin: auto;
  max-width: none;
  max-height: calc(100dvh - 32px);
  background: transparent;
  color: var(--ficha-text);
  font-family: var(--ficha-font);
  overflow: visible;
  animation: ficha-modal-in var(--ficha-duration) var(--ficha-ease);
}
.ficha-modal::backdrop {
  background: var(--ficha-scrim);
  animation: ficha-modal-fade var(--ficha-duration) var(--ficha-ease);
}
.ficha-modal--center { width: var(--ficha-modal-width); }
.ficha-modal--sheet {
  width: 100%;
  max-width: 480px;
  margin-bottom: 0;
  padding-bottom: env(safe-area-inset-bottom);
}
.ficha-modal__panel {
  background: var(--ficha-surface);
  border-radius: var(--ficha-radius);
  box-shadow: var(--ficha-shadow);
  padding: calc(var(--ficha-space) * 5);
  max-height: calc(100dvh - 32px);
  overflow: auto;
  position: relative;
}
.ficha-modal__close {
  position: absolute;
  top: calc(var(--ficha-space) * 1.5);
  right: calc(var(--ficha-space) * 1.5);
  ${roundIconButton}
  background: transparent;
  color: var(--ficha-text-muted);
}
.ficha-modal__close:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: -2px; }
.ficha-modal--sheet .ficha-modal__panel { border-radius: var(--ficha-radius) var(--ficha-radius) 0 0; }
.ficha-modal__title {
  margin: 0 0 calc(var(--ficha-space) * 3);
  padding: 0 var(--ficha-tap);
  font-size: var(--ficha-font-size-lg);
  font-weight: 600;
  text-align: center;
}
@keyframes ficha-modal-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes ficha-modal-fade { from { opacity: 0; } }
`
