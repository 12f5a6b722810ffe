/**
 * Injected into every widget bundle (tsup.config.ts): JSX compiles to Preact's h() calls, the pattern
 * esbuild documents for Preact, which are shorter at each call site than the automatic runtime's jsx().
 */
export { Fragment, h } from 'preact'
