/**
 * How the widget bundles (tsup.config.ts) and the widget unit tests (vitest.config.ts) run the shared React
 * components: React's names resolve to @preact/compat, the package the design card names (it is the
 * Preact team's published alias of preact/compat). Components use React's API as React documents it.
 */
export const COMPAT_ALIAS: Record<string, string> = {
  react: '@preact/compat',
  'react-dom': '@preact/compat',
  'react-dom/client': '@preact/compat/client',
  'react/jsx-runtime': '@preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': '@preact/compat/jsx-dev-runtime',
}
