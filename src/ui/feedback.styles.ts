export const feedbackCss = `
.ficha-toast, .ficha-notice { margin: 0; border: 0; overflow: visible; inset: auto; }
.ficha-toast {
  position: fixed;
  left: 50%;
  top: 15%;
  z-index: var(--ficha-z-toast);
  max-width: min(80vw, 360px);
  padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-toast-bg);
  color: var(--ficha-text);
  font: var(--ficha-font-size)/1.4 var(--ficha-font);
  text-align: center;
  translate: -50%;
  pointer-events: none;
  animation: ficha-fade-in var(--ficha-duration) var(--ficha-ease);
}
.ficha-notice {
  position: fixed;
  left: 0;
  right: 0;
  top: 0;
  z-index: var(--ficha-z-toast);
  padding: calc(env(safe-area-inset-top) + var(--ficha-space) * 3) calc(var(--ficha-space) * 4)
    calc(var(--ficha-space) * 3);
  font: 500 var(--ficha-font-size)/1.4 var(--ficha-font);
  text-align: center;
  background: var(--ficha-navy);
  color: var(--ficha-text);
  width: auto;
  border-bottom: 3px solid var(--ficha-accent);
  animation: ficha-slide-down var(--ficha-duration) var(--ficha-ease);
}
.ficha-notice--success { border-bottom-color: var(--ficha-profit); }
.ficha-notice--error, .ficha-notice--warning { border-bottom-color: var(--ficha-danger); }
.ficha-confirm__message {
  margin: 0 0 calc(var(--ficha-space) * 5);
  font: var(--ficha-font-size)/1.5 var(--ficha-font);
  text-align: center;
  white-space: pre-line;
}
.ficha-confirm__actions { display: flex; gap: calc(var(--ficha-space) * 3); }
.ficha-confirm__actions > * { flex: 1; }
@keyframes ficha-fade-in { from { opacity: 0; } }
@keyframes ficha-slide-down { from { transform: translateY(-100%); } }
`
