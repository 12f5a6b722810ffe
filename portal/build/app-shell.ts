import { transform } from 'lightningcss'
import type { Plugin } from 'vite'
import { badgeCss } from '../../src/ui/badge.styles'
import { buttonCss } from '../../src/ui/button.styles'
import { type IconName, paths } from '../../src/ui/icons'
import { statesCss } from '../../src/ui/states.styles'
import { tokensCss } from '../../src/ui/tokens'
import { TABS } from '../app/routes'
import { shellCss } from '../app/shell.styles'

/**
 * The app shell in index.html: the frame the player sees before any script has run, drawn with
 * the same CSS and class names as the React frame (App, NavBar, TabBar, SkeletonList), which replaces it on
 * its first render with boxes in the same places; the frame's CSS stays in the <style> of the head. Static
 * HTML under a strict CSP: no style attributes (the sizes are classes below) and no script; the inline
 * <style> is allowed by its hash (server/plugins/helmet.ts).
 */

/** Sizes the React skeleton sets as style properties, as classes. The shell's skeleton stands still: a
 * background animation repaints on the main thread every frame, while the page's script needs it most.
 * The browser may paint the shell before it has read all of it: each tab has its final width and its icon
 * its final place from the start (6 px: a centred icon and label line in the 56 px bar), so the tabs read
 * later move nothing. */
const shellOnlyCss = `
.ficha-shell-icon { stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.ficha-shell-tab { flex: 0 0 ${100 / TABS.length}%; justify-content: flex-start; padding-top: 6px; }
.ficha-shell-avatar { width: 44px; height: 44px; animation: none; }
.ficha-shell-line { width: 60%; height: 16px; animation: none; }
.ficha-shell-line--short { width: 35%; height: 12px; }
`

const minify = (css: string) =>
  transform({ filename: 'critical.css', code: Buffer.from(css), minify: true }).code.toString()

const icon = (name: IconName) =>
  `<svg class="ficha-shell-icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true" focusable="false"><path d="${paths[name]}"/></svg>`

const skeletonRow =
  '<div class="ficha-skeleton-row"><span class="ficha-skeleton ficha-shell-avatar"></span><div class="ficha-skeleton-row__lines"><span class="ficha-skeleton ficha-shell-line"></span><span class="ficha-skeleton ficha-shell-line ficha-shell-line--short"></span></div></div>'

// Tab labels are the player's language, known only to the script: a blank line of the same height until
// then, so that nothing moves when the words arrive. The title and the logo's name are the app's name, the same
// in every language.
const shellHtml = [
  '<header class="ficha-bar ficha-navbar ficha-navbar--tabbed"><a class="ficha-logo" href="#/"><span class="ficha-logo__chip"></span><span class="ficha-logo__name">Ficha</span></a><h1 class="ficha-navbar__title">Ficha</h1></header>',
  `<main class="ficha-page ficha-page--tabbed" aria-busy="true"><div class="ficha-skeleton-list">${skeletonRow.repeat(5)}</div></main>`,
  '<nav class="ficha-bar ficha-tabbar">',
  ...TABS.map(
    (tab) =>
      `<a class="ficha-tabbar__tab ficha-shell-tab" href="#${tab.path}">${icon(tab.icon)}<span>&nbsp;</span></a>`,
  ),
  '</nav>',
].join('')

/**
 * The critical CSS: the tokens, the frame's (shell.styles.ts), and the skeletons', buttons' and badges' that
 * every first screen shows. The page keeps this <style> for its whole life, so the portal's script carries none of
 * them a second time: see IN_HTML.
 */
export const criticalCss = minify(tokensCss + shellCss + statesCss + buttonCss + badgeCss + shellOnlyCss)

/**
 * The shared modules whose CSS the portal's index.html already carries, each with its export: in the portal's
 * bundle they export an empty string (components still adopt it, to no effect). Widgets and the game page,
 * which have no such <style>, keep the real modules.
 */
const IN_HTML: Record<string, string> = {
  'src/ui/tokens.ts': 'tokensCss',
  'src/ui/states.styles.ts': 'statesCss',
  'src/ui/button.styles.ts': 'buttonCss',
  'src/ui/badge.styles.ts': 'badgeCss',
}

/** The portal's index.html with the critical CSS in its head and the shell in #app. */
export const withAppShell = (html: string): string =>
  html
    .replace('</head>', `<style>${criticalCss}</style></head>`)
    .replace('<div id="app"></div>', `<div id="app">${shellHtml}</div>`)

/** Vite plugin: the portal's index.html with its app shell, and no second copy of its CSS in the script. */
export const appShell = (): Plugin => ({
  name: 'ficha-app-shell',
  transformIndexHtml: withAppShell,
  load(id) {
    const file = Object.keys(IN_HTML).find((path) => id.endsWith(`/${path}`))
    return file ? `export const ${IN_HTML[file]} = ''` : null
  },
})
