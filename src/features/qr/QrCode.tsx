import { create } from 'qrcode'
import { useMemo } from 'react'
import { useStyles } from '../../ui/styles'

/** The blank border scanners need around the code, in modules. */
const QUIET_ZONE = 2

const css = `
.ficha-qr {
  --ficha-qr-dark: var(--ficha-navy);
  --ficha-qr-light: white;
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-qr-light);
  color: var(--ficha-qr-dark);
}
`

/** One SVG path over the dark modules: a square per module, so no HTML string is ever injected. */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
  return { size: modules.size + QUIET_ZONE * 2, d }
}

export interface QrCodeProps {
  /** What the code carries: a link, an invitation code. */
  value: string
  /** What it is, for screen readers. */
  label: string
  /** Drawn size in CSS pixels. */
  size?: number
}

/** A QR code drawn locally as SVG (no outside service), dark modules on a light ground for any scanner. */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  useStyles(css)
  const { size: modules, d } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      className="ficha-qr"
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
    >
      <path d={d} fill="currentColor" shapeRendering="crispEdges" />
    </svg>
  )
}
