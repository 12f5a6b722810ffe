import { BACK_TO_TOP } from '../../src/constants'
import { roundIconButton } from '../../src/ui/shared.styles'
/**
 * The portal's page frame: document defaults, navigation bar (with the logo and the header's money on tab
 * pages), tab bar, page area. From 600 px the column widens (tablet); from 1024 px the navigation bar is a
 * full-width top bar (logo, title, search, balance, Depositar, account) and the tabs a side menu.
 * It reaches the page in the <style> of index.html (portal/build/app-shell.ts), not through the script.
 */
export const shellCss = `
:root { --ficha-side-width: 232px; --ficha-column: 480px; }
*, *::before, *::after { box-sizing: border-box; }
html { background: var(--ficha-bg); -webkit-text-size-adjust: 100%; color-scheme: dark; }
body {
  margin: 0;
  min-height: 100dvh;
  background: var(--ficha-bg);
  color: var(--ficha-text);
  font: var(--ficha-font-size)/1.5 var(--ficha-font);
  -webkit-font-smoothing: antialiased;
  -webkit-tap-highlight-color: transparent;
  /* The page's own pull-to-refresh replaces the browser's. */
  overscroll-behavior-y: none;
}
a { color: var(--ficha-accent); }
:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
.ficha-bar {
  position: fixed;
  left: 0;
  right: 0;
  z-index: var(--ficha-z-bar);
  max-width: var(--ficha-column);
  margin: 0 auto;
  background: var(--ficha-navy);
}
.ficha-navbar {
  top: 0;
  display: flex;
  align-items: center;
  gap: var(--ficha-space);
  height: calc(var(--ficha-bar-height) + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) max(var(--ficha-space), env(safe-area-inset-right)) 0
    max(var(--ficha-space), env(safe-area-inset-left));
}
.ficha-navbar__back {
  ${roundIconButton}
  background: transparent;
  color: var(--ficha-text);
}
.ficha-navbar__title {
  position: absolute;
  left: 56px;
  right: 56px;
  margin: 0;
  overflow: hidden;
  font-size: var(--ficha-font-size-lg);
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.ficha-logo, .ficha-navbar__search, .ficha-navbar__actions, .ficha-navbar__account { display: none; }
.ficha-navbar--tabbed .ficha-logo, .ficha-navbar--tabbed .ficha-navbar__actions { display: flex; }
.ficha-navbar--tabbed .ficha-navbar__title {
  clip-path: inset(50%);
  width: 1px;
  height: 1px;
  white-space: nowrap;
}
/* On a phone the name is what gives way (to an ellipsis) when a long brand meets a large balance: the balance,
 * 'Depositar' and the bell keep their whole width. */
.ficha-logo {
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
  gap: var(--ficha-space);
  min-height: var(--ficha-tap);
  color: var(--ficha-text);
  font-size: 16px;
  font-weight: 800;
  text-decoration: none;
}
.ficha-logo__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ficha-logo__chip {
  width: 24px;
  height: 24px;
  flex: none;
  border-radius: 50%;
  border: 3px dashed var(--ficha-navy);
  outline: 3px solid var(--ficha-accent);
  outline-offset: -3px;
  background: radial-gradient(circle, var(--ficha-bg) 0 34%, var(--ficha-accent) 36%);
}
/* The operator's logo (BRAND_LOGO_URL) in the chip's place: as tall as the chip, its own width. */
.ficha-logo__image { height: 28px; width: auto; max-width: 96px; flex: none; object-fit: contain; }
.ficha-navbar__actions { margin-left: auto; align-items: center; }
.ficha-navbar__bell {
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--ficha-tap);
  height: var(--ficha-tap);
  /* The icon is centred in its tap target: the target may reach into the bar's edge padding. */
  margin: 0 calc(var(--ficha-space) * -1) 0 auto;
  border-radius: 50%;
  color: var(--ficha-text);
}
.ficha-navbar--tabbed .ficha-navbar__actions + .ficha-navbar__bell { margin-left: 0; }
.ficha-header-money { display: flex; align-items: center; gap: calc(var(--ficha-space) * 1.5); }
.ficha-header-money__balance {
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 72px;
  font-size: var(--ficha-font-size-sm);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1.15;
  white-space: nowrap;
}
.ficha-header-money__skeleton { display: block; width: 64px; height: 14px; margin-top: 2px; }
.ficha-header-money__label { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-xs); font-weight: 400; }
.ficha-header-money__deposit {
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 calc(var(--ficha-space) * 2.5);
  border-radius: 18px;
  font-size: var(--ficha-font-size-sm);
  background: var(--ficha-accent);
  color: var(--ficha-on-accent);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
}
.ficha-tabbar {
  bottom: 0;
  display: flex;
  padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  border-top: 1px solid var(--ficha-border);
}
.ficha-tabbar__tab {
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: var(--ficha-tabbar-height);
  color: var(--ficha-text-muted);
  font-size: var(--ficha-font-size-xs);
  text-decoration: none;
}
.ficha-tabbar__tab[aria-current='page'] { color: var(--ficha-accent); font-weight: 600; }
.ficha-page {
  max-width: var(--ficha-column);
  min-height: 100dvh;
  margin: 0 auto;
  /* The end of every page scrolls clear of the back-to-top button (and of the tab bar under it), so the
   * button never covers a page's last words or buttons. */
  padding: calc(var(--ficha-bar-height) + env(safe-area-inset-top) + var(--ficha-space) * 3)
    max(calc(var(--ficha-space) * 3), env(safe-area-inset-right))
    calc(env(safe-area-inset-bottom) + ${BACK_TO_TOP.bottom}px + var(--ficha-tap) + var(--ficha-space) * 3)
    max(calc(var(--ficha-space) * 3), env(safe-area-inset-left));
}
.ficha-page--fullscreen { max-width: none; padding: 0; }
@media (min-width: 600px) {
  :root { --ficha-column: 960px; }
}
@media (max-width: 1023.98px) {
  .ficha-tabbar--side-only { display: none; }
}
@media (min-width: 1024px) {
  .ficha-bar { max-width: none; }
  .ficha-navbar { gap: calc(var(--ficha-space) * 4); padding-left: calc(var(--ficha-space) * 6); padding-right: calc(var(--ficha-space) * 6); }
  .ficha-logo, .ficha-navbar__search, .ficha-navbar__actions, .ficha-navbar__account { display: flex; }
  .ficha-logo { width: calc(var(--ficha-side-width) - var(--ficha-space) * 6); gap: calc(var(--ficha-space) * 2); font-size: 20px; }
  .ficha-navbar__bell { margin-right: 0; }
  .ficha-navbar__back { margin-left: calc(var(--ficha-space) * -2); }
  .ficha-navbar__title, .ficha-navbar--tabbed .ficha-navbar__title {
    position: static;
    flex: 0 1 auto;
    width: auto;
    height: auto;
    clip-path: none;
    text-align: left;
  }
  .ficha-navbar__search { flex: 1; max-width: 420px; margin-left: auto; }
  .ficha-navbar__search-input {
    width: 100%;
    min-height: 40px;
    padding: 0 calc(var(--ficha-space) * 4);
    border: 1px solid var(--ficha-border);
    border-radius: 20px;
    background: var(--ficha-surface-sunken);
    color: var(--ficha-text);
    font: inherit;
  }
  .ficha-navbar__search-input::placeholder { color: var(--ficha-text-muted); }
  .ficha-navbar__actions { margin-left: 0; }
  .ficha-navbar__actions + .ficha-navbar__bell { margin-left: 0; }
  .ficha-navbar__account {
    align-items: center;
    justify-content: center;
    width: var(--ficha-tap);
    height: var(--ficha-tap);
    border-radius: 50%;
    background: var(--ficha-surface);
    color: var(--ficha-text);
  }
  .ficha-tabbar {
    top: calc(var(--ficha-bar-height) + env(safe-area-inset-top));
    right: auto;
    width: var(--ficha-side-width);
    flex-direction: column;
    gap: var(--ficha-space);
    padding: calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 3);
    border-top: 0;
    border-right: 1px solid var(--ficha-border);
  }
  .ficha-tabbar__tab {
    flex: none;
    flex-direction: row;
    justify-content: flex-start;
    gap: calc(var(--ficha-space) * 3);
    padding: 0 calc(var(--ficha-space) * 4);
    border-radius: var(--ficha-radius-sm);
    font-size: var(--ficha-font-size);
  }
  .ficha-tabbar__tab[aria-current='page'] { background: var(--ficha-surface); }
  .ficha-page, .ficha-page--tabbed {
    max-width: none;
    margin: 0 0 0 var(--ficha-side-width);
    padding: calc(var(--ficha-bar-height) + var(--ficha-space) * 6) calc(var(--ficha-space) * 8) calc(var(--ficha-space) * 10);
  }
  /* Forms and lists keep a readable width; tab pages (the lobby's grids) use the width up to 1280 px. */
  .ficha-page { --ficha-content: 720px; }
  .ficha-page--tabbed { --ficha-content: 1280px; }
  .ficha-page, .ficha-page--tabbed {
    padding-left: max(calc(var(--ficha-space) * 8), calc((100vw - var(--ficha-side-width) - var(--ficha-content)) / 2));
    padding-right: max(calc(var(--ficha-space) * 8), calc((100vw - var(--ficha-side-width) - var(--ficha-content)) / 2));
  }
  /* Sheets open as dialogs (the portal's; an element on a partner's page keeps its sheet). */
  dialog.ficha-modal--sheet { width: var(--ficha-modal-width); margin: auto; }
  dialog.ficha-modal--sheet .ficha-modal__panel { border-radius: var(--ficha-radius); }
  .ficha-page--fullscreen { margin: 0; padding: 0; }
}
`
