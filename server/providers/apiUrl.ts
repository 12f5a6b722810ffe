/** `path` under a provider's configured API address, whether or not that address ends in a slash. */
export const urlUnder = (base: string, path: string): URL =>
  new URL(path, base.endsWith('/') ? base : `${base}/`)
