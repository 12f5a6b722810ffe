import { useEffect, useState } from 'react'
import { useStyles } from '../../ui/styles'
import { loadQrEncoder } from './encoder'

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
  shape-rendering: crispEdges;
}
`

export interface QrCodeProps {
  /** What the code carries: a link, an invitation code. */
  value: string
  /** What it is, for screen readers. */
  label: string
  /** Drawn size in CSS pixels. */
  size?: number
}

interface Drawn {
  value: string
  size: number
  d: string
}

/**
 * A QR code drawn locally as SVG (no outside service), dark modules on a light ground for any scanner. Its
 * square holds the place while the encoder loads, so nothing moves when the code appears.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  useStyles(css)
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  useEffect(() => {
    let live = true
    loadQrEncoder()
      .then(({ qrPath }) => live && setDrawn({ value, ...qrPath(value) }))
      // Offline before the encoder came: the square stays blank and the code and link stay copyable.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [value])
  const code = drawn?.value === value ? drawn : null
  return (
    <svg
      className="ficha-qr"
      viewBox={code ? `0 0 ${code.size} ${code.size}` : '0 0 1 1'}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      aria-busy={code ? undefined : true}
    >
      {code ? <path d={code.d} fill="currentColor" /> : null}
    </svg>
  )
}
