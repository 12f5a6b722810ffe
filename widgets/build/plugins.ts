import type { Plugin } from 'esbuild'
import { bundleCss } from './bundle-css'
import { noGlobals } from './no-globals'
import { type PruneOptions, pruneCatalogues } from './prune-catalogues'
import { pruneIcons } from './prune-icons'
import { sharedLazy } from './shared-lazy'
import { widgetI18n } from './widget-i18n'

/**
 * The esbuild plugins of every widget bundle, in order: tsup.config.ts, and the size check's builds of the
 * same entries on react-dom. `publish` writes the classic script's catalogues beside it.
 */
export const widgetPlugins = (root: string, publish?: PruneOptions['publish']): Plugin[] => [
  widgetI18n(root),
  bundleCss(root),
  pruneIcons(root),
  noGlobals(),
  sharedLazy(),
  pruneCatalogues(publish ? { root, publish } : { root }),
]
