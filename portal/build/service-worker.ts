import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Plugin, transformWithOxc } from 'vite'
import { appIconPng } from './app-icon'
import { defaultLanguageChunk } from './default-language'
import { firstRouteFiles } from './first-route'

/** The theme colours of the spec's tokens (src/ui/tokens.ts): navy bars, the blue page. */
const THEME = { navy: '#003069', page: '#4e73df' }

const ICONS = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const

/** The web app manifest: what the phone shows on its home screen and how the portal opens from there. */
const manifest = {
  name: 'Ficha',
  short_name: 'Ficha',
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME.navy,
  background_color: THEME.page,
  icons: ICONS.map(({ src, size, purpose }) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
}

const SW_SOURCE = fileURLToPath(new URL('../sw.ts', import.meta.url))

/**
 * Vite plugin (portal build): emits the manifest, its icons and the service worker (portal/sw.ts) with the
 * list of shell files (the page, the entry script with its static imports and CSS, the default language's
 * catalogue, which the first render awaits when no other can be fetched, manifest, icons) and a
 * version that changes with the build, and links the manifest from the page.
 */
export const serviceWorker = (): Plugin => ({
  name: 'ficha-service-worker',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `./${ICONS[0].src}` }, injectTo: 'head' },
  ],
  async generateBundle(_options, bundle) {
    const firstRoute = firstRouteFiles(bundle)

    this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(manifest) })
    for (const { src, size, purpose } of ICONS)
      this.emitFile({
        type: 'asset',
        fileName: src,
        source: appIconPng(size, { maskable: purpose === 'maskable' }),
      })

    const shell = [
      './',
      'manifest.webmanifest',
      ...ICONS.map((icon) => icon.src),
      ...firstRoute,
      defaultLanguageChunk(bundle).fileName,
    ]
    // Every output name carries its content's hash: together they name this build.
    const version = createHash('sha256')
      .update(Object.keys(bundle).sort().join('\n'))
      .digest('hex')
      .slice(0, 12)
    const { code } = await transformWithOxc(readFileSync(SW_SOURCE, 'utf8'), SW_SOURCE, { lang: 'ts' })
    const source = code
      .replace('__FICHA_SW_VERSION__', JSON.stringify(version))
      .replace('__FICHA_SW_SHELL__', JSON.stringify(shell))
    this.emitFile({ type: 'asset', fileName: 'sw.js', source })
  },
})
