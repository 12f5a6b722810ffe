import { join, resolve } from 'node:path'
import type { Plugin } from 'esbuild'

const REPLACEMENTS: Record<string, string> = {
  'src/i18n': 'widgets/core/i18n-store.ts',
  'src/i18n/index': 'widgets/core/i18n-store.ts',
  'src/i18n/react': 'widgets/core/i18n.ts',
}

/**
 * Puts widgets/core/i18n.ts in place of src/i18n/react.ts and widgets/core/i18n-store.ts in place of
 * src/i18n/index.ts: inside a widget, the shared components translate in their element's language, and no
 * bundle carries the portal's whole zh catalogue or its loaders.
 */
export function widgetI18n(root: string): Plugin {
  const replacements = new Map<string, string>()
  for (const [from, to] of Object.entries(REPLACEMENTS)) {
    replacements.set(join(root, from), join(root, to))
    replacements.set(join(root, `${from}.ts`), join(root, to))
  }
  return {
    name: 'ficha-widget-i18n',
    setup(build) {
      build.onResolve({ filter: /i18n(\/index|\/react)?(\.ts)?$/ }, ({ path, resolveDir }) => {
        const replacement = replacements.get(resolve(resolveDir, path))
        return replacement ? { path: replacement } : undefined
      })
    },
  }
}
