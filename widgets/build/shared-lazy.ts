/**
 * Modules that every widget bundle loads on demand from one file of its own, built as an ES module beside
 * the bundles (tsup.config.ts): a page downloads each once, however many bundles it has, and only when it
 * is needed. widgets/core/ holds the loader of each (qr-encoder.ts), which widget-modules.ts puts in place
 * of the shared one.
 */
export const SHARED_LAZY = {
  /** The QR encoder (uqr), with the first code drawn: 3.8 KB gzip. */
  'qr-encoder': 'src/features/qr/qr-path.ts',
} as const
