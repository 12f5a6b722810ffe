import { join, resolve } from 'node:path'
import type { Plugin } from 'esbuild'

/** Shared module (without its extension) -> what the widget bundles put in its place. */
const REPLACEMENTS: Record<string, string> = {
  'src/i18n': 'widgets/core/i18n-store.ts',
  'src/i18n/index': 'widgets/core/i18n-store.ts',
  'src/i18n/react': 'widgets/core/i18n.ts',
  'src/features/qr/encoder': 'widgets/core/qr-encoder.ts',
}

/** The same, in the classic scripts (IIFE) only. */
const CLASSIC_REPLACEMENTS: Record<string, string> = {
  'src/features/auth/identity-fields-loader': 'widgets/core/identity-fields.ts',
}

/**
 * Puts the widgets' own modules in place of a few shared ones:
 * - widgets/core/i18n.ts for src/i18n/react.ts and widgets/core/i18n-store.ts for src/i18n/index.ts:
 *   inside a widget, the shared components' texts are in their element's language, and no bundle carries
 *   the portal's whole zh catalogue or its loaders;
 * - widgets/core/qr-encoder.ts for src/features/qr/encoder.ts: the QR encoder is one file beside the
 *   bundles, imported by its full address;
 * - in the classic scripts, widgets/core/identity-fields.ts for src/features/auth/identity-fields-loader.ts:
 *   the identity fields imported statically rather than by import().
 */
export function widgetModules(root: string): Plugin {
  return {
    name: 'ficha-widget-modules',
    setup(build) {
      const replacements = new Map<string, string>()
      const classic = build.initialOptions.format === 'iife'
      for (const [from, to] of Object.entries({
        ...REPLACEMENTS,
        ...(classic ? CLASSIC_REPLACEMENTS : {}),
      })) {
        replacements.set(join(root, from), join(root, to))
        replacements.set(join(root, `${from}.ts`), join(root, to))
      }
      build.onResolve({ filter: /^react$/ }, ({ importer }) =>
        /[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(importer)
          ? { path: join(root, 'widgets/core/r2wc-react.ts') }
          : undefined,
      )
      // Relative paths, and the @src/ alias of tsconfig.json (esbuild would resolve it after this hook).
      build.onResolve({ filter: /^(\.\.?|@src)\// }, ({ path, resolveDir }) => {
        const full = path.startsWith('@src/') ? join(root, 'src', path.slice(5)) : resolve(resolveDir, path)
        const replacement = replacements.get(full)
        return replacement ? { path: replacement } : undefined
      })
    },
  }
}
