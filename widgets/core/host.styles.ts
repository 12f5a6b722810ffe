/**
 * Every element's own rules, inside its shadow root. The wrapper resets everything it could inherit from a
 * hostile page (`* { all: unset }` reaches the host element, huge fonts are inherited), then takes the
 * tokens. A page themes an element with the --ficha-* properties set on the element and with ::part().
 * theme="light" swaps the surfaces for pages with a white background; every pair keeps WCAG AA (text
 * 16:1 and muted 6.5:1 on white or sunken, accent 5.6:1, profit 6.4:1, loss 5.8:1, white on accent 6.3:1).
 */
export const hostCss = `
:host { display: block; }
:host([hidden]) { display: none; }
:host([theme='light']) {
  --ficha-bg: #eef2fa;
  --ficha-surface: #ffffff;
  --ficha-surface-sunken: #eef2fa;
  --ficha-surface-raised: #f6f8fc;
  --ficha-border: rgb(15 31 61 / 0.16);
  --ficha-text: #0f1f3d;
  --ficha-text-muted: #4a5670;
  --ficha-accent: #7a5c00;
  --ficha-on-accent: #ffffff;
  --ficha-profit: #166534;
  --ficha-loss: #b91c1c;
  --ficha-scrim: rgb(15 31 61 / 0.5);
  --ficha-toast-bg: rgb(15 31 61 / 0.92);
  --ficha-skeleton: rgb(15 31 61 / 0.08);
  --ficha-skeleton-shine: rgb(15 31 61 / 0.14);
  --ficha-shadow: 0 8px 24px rgb(15 31 61 / 0.15);
}
/* Toasts and notices keep their dark ground in both themes, so their text stays light. */
:host([theme='light']) .ficha-toast,
:host([theme='light']) .ficha-notice { --ficha-text: rgb(255 255 255 / 0.92); }
.ficha-root {
  all: initial;
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 3);
  box-sizing: border-box;
  font-family: var(--ficha-font);
  font-size: var(--ficha-font-size);
  line-height: 1.45;
  color: var(--ficha-text);
  text-align: start;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
.ficha-root *, .ficha-root *::before, .ficha-root *::after { box-sizing: border-box; }
.ficha-frame { display: block; width: 100%; border: 0; overflow: hidden; background: transparent; color-scheme: normal; }
.ficha-card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 3);
  padding: calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
.ficha-card__title { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; color: var(--ficha-accent); }
.ficha-card__text { margin: 0; color: var(--ficha-text-muted); }
.ficha-card__link { display: flex; align-items: center; min-height: var(--ficha-tap); color: var(--ficha-accent); font-weight: 700; }
.ficha-card__actions { display: flex; flex-wrap: wrap; gap: calc(var(--ficha-space) * 2); }
.ficha-card__actions > * { flex: 1 1 auto; }
`
