/**
 * The QR encoder is most of a QR code's weight and few screens show one, so it loads with the first code
 * drawn: its own chunk in the portal; in the widgets, one file beside the bundles (widgets/core/qr-encoder.ts).
 */
export const loadQrEncoder = () => import('./qr-path')
