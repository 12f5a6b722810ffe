import { roundIconButton } from '../../src/ui/shared.styles'
/** The portal's page frame: document defaults, navigation bar, tab bar, page area. */
export const shellCss = `
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
  max-width: 480px;
  margin: 0 auto;
  background: var(--ficha-navy);
}
.ficha-navbar {
  top: 0;
  display: flex;
  align-items: center;
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
.ficha-tabbar {
  bottom: 0;
  display: flex;
  padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  border-top: 1px solid var(--ficha-border);
}
.ficha-tabbar__tab {
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
  max-width: 480px;
  min-height: 100dvh;
  margin: 0 auto;
  padding: calc(var(--ficha-bar-height) + env(safe-area-inset-top) + var(--ficha-space) * 3)
    max(calc(var(--ficha-space) * 3), env(safe-area-inset-right))
    calc(env(safe-area-inset-bottom) + var(--ficha-space) * 6)
    max(calc(var(--ficha-space) * 3), env(safe-area-inset-left));
}
.ficha-page--tabbed {
  padding-bottom: calc(var(--ficha-tabbar-height) + env(safe-area-inset-bottom) + var(--ficha-space) * 6);
}
.ficha-page--fullscreen { max-width: none; padding: 0; }
`
