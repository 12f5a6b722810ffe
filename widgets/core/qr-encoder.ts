import type { loadQrEncoder as shared } from '../../src/features/qr/encoder'
import { bundleFile } from './bundle'

/**
 * The widgets' loader of the QR encoder (widgets/build/widget-modules.ts): qr-encoder.js beside the bundle,
 * by its full address. A relative import() would do in an ES module, but Chrome gives a classic script
 * loaded from another origin (ficha.js on a partner's page) no base address to resolve one against.
 */
export const loadQrEncoder: typeof shared = () => import(/* @vite-ignore */ bundleFile('qr-encoder.js'))
