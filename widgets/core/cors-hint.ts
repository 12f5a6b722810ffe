/**
 * Tells the integrator, in the console, why Ficha's server did not answer this page: the browser hides the
 * reason from scripts, and most often it is this page's origin missing from the server's CORS_ORIGINS
 * (which also keeps Ficha's frame off the page). Kept short: the widget bundles are byte-tight.
 */
export const warnCors = (): void => console.warn('Ficha: is this origin in CORS_ORIGINS?')
