import { encode } from 'uqr'

/** The blank border scanners need around the code, in modules. */
const QUIET_ZONE = 2

/**
 * One SVG path over the dark modules of `value` at error correction level M: a square per module, so no
 * HTML string is ever injected. `size` counts the quiet zone.
 */
export function qrPath(value: string): { size: number; d: string } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  let d = ''
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (data[y]?.[x]) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
  return { size: size + QUIET_ZONE * 2, d }
}
