/** Where the server's own images (server/assets/) are served, under the API's /api prefix. */
export const ASSETS_ROUTE = '/assets/'

/**
 * The URL of a file under server/assets/, e.g. assetUrl('games/samba-night.svg'). Root-relative, so a client
 * on another origin (a partner's page) resolves it against the API's origin.
 */
export const assetUrl = (file: string): string => `/api${ASSETS_ROUTE}${file}`
