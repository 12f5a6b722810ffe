import type { Plugin } from 'esbuild'
import { bundleCss } from './bundle-css'
import { noGlobals } from './no-globals'
import { type PruneOptions, pruneCatalogues } from './prune-catalogues'
import { pruneIcons } from './prune-icons'
import { widgetModules } from './widget-modules'

/**
 * The esbuild plugins of every widget bundle, in order: tsup.config.ts, and the size check's builds of the
 * same entries on react-dom. `publish` writes the classic script's catalogues beside it.
 */
export const widgetPlugins = (root: string, publish?: PruneOptions['publish']): Plugin[] => [
  widgetModules(root),
  bundleCss(root),
  pruneIcons(root),
  noGlobals(),
  pruneCatalogues(publish ? { root, publish } : { root }),
]
