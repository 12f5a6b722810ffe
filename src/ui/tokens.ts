import { TOAST_Z_INDEX, TRANSITION_MS } from '../constants'

/**
 * The design tokens: every colour, size and duration of the shared UI, as `--ficha-*` custom properties, in
 * this one place. Declared on `:root` (the portal) and `:host` (a widget's shadow root) so that an operator's
 * stylesheet or a widget's host page can override any of them.
 *
 * Contrast (WCAG AA, 4.5:1): text sits on --ficha-surface or darker, never directly on the spec's page
 * background #4e73df (white on it is only 4.3:1). On --ficha-surface, text 92% is 8.5:1, text 70% 5.6:1,
 * the accent 6.5:1, profit 5.6:1 and loss 5.7:1.
 */
export const tokensCss = `
:root, :host {
  --ficha-navy: #003069;
  --ficha-accent: #facf20;
  --ficha-on-accent: var(--ficha-navy);
  --ficha-bg: #4e73df;
  --ficha-surface: #1f3f8f;
  --ficha-surface-sunken: #18357a;
  --ficha-surface-raised: #2b4da3;
  --ficha-border: rgb(255 255 255 / 0.16);
  --ficha-text: rgb(255 255 255 / 0.92);
  --ficha-text-muted: rgb(255 255 255 / 0.7);
  --ficha-profit: #4ade80;
  --ficha-loss: #ffb4ab;
  --ficha-danger: var(--ficha-loss);
  --ficha-scrim: rgb(0 12 32 / 0.62);
  --ficha-toast-bg: rgb(0 12 32 / 0.88);
  --ficha-skeleton: rgb(255 255 255 / 0.1);
  --ficha-skeleton-shine: rgb(255 255 255 / 0.18);
  --ficha-shadow: 0 8px 24px rgb(0 0 0 / 0.35);

  --ficha-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans',
    'PingFang SC', 'Microsoft YaHei', sans-serif;
  --ficha-font-size: 15px;
  --ficha-font-size-sm: 13px;
  --ficha-font-size-xs: 12px;
  --ficha-font-size-lg: 17px;
  --ficha-space: 4px;
  --ficha-radius: 12px;
  --ficha-radius-sm: 8px;
  --ficha-tap: 44px;
  --ficha-bar-height: 48px;
  --ficha-tabbar-height: 56px;
  --ficha-modal-width: min(87vw, 420px);
  --ficha-duration: ${TRANSITION_MS}ms;
  --ficha-ease: ease-out;
  --ficha-z-bar: 100;
  --ficha-z-modal: 10080;
  --ficha-z-toast: ${TOAST_Z_INDEX};
}
@media (prefers-reduced-motion: reduce) {
  :root, :host { --ficha-duration: 0ms; }
}
`
