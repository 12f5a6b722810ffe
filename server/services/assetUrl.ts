/** Where the server's own images (server/assets/) are served: root-relative, so clients on another origin resolve it against the API's. */
export const ASSETS_PREFIX = '/api/assets/'

/** The URL of a file under server/assets/, e.g. assetUrl('games/samba-night.svg'). */
export const assetUrl = (file: string): string => `${ASSETS_PREFIX}${file}`
