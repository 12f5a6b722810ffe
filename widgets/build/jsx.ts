/**
 * Injected into the widget bundles (tsup.config.ts): JSX compiles to React's createElement (here
 * @preact/compat's), which is shorter at each call site than the automatic runtime's jsx() calls; the
 * ticker's 16 KB budget needs the difference.
 */
export { createElement as h, Fragment } from 'react'
