/**
 * 'react' inside the widget bundles: Preact itself and its hooks (widgets/build/preact-alias.ts). Not
 * preact/compat, which would take 2.2 KB gzip of the ticker's 12 KB budget: the shared components keep to
 * the API that both React and Preact have, and one that reaches for more fails the widget build (esbuild:
 * no matching export).
 */
export * from 'preact'
export * from 'preact/hooks'
