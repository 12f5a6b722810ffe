import { fileURLToPath } from 'node:url'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * How the widget bundles (tsup.config.ts) and the widget unit tests (vitest.config.ts) run the shared React
 * components on Preact: see widgets/core/react.ts for why not preact/compat.
 */
export const PREACT_ALIAS: Record<string, string> = {
  react: local('../core/react.ts'),
  'react-dom/client': local('../core/react-dom-client.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  '@nanostores/react': '@nanostores/preact',
}
