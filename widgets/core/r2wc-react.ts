import { createElement } from 'react'

/**
 * What @r2wc/react-to-web-component takes from React's default export (widgets/build/widget-modules.ts):
 * createElement alone. Importing @preact/compat's default object would keep every compat export in each
 * bundle, since a minifier cannot tell which of its members are used.
 */
export default { createElement }
