import { create } from 'qrcode'

/** The blank border scanners need around the code, in modules. */
const QUIET_ZONE = 2

/** One SVG path over the dark modules: a square per module, so no HTML string is ever injected. */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
  return { size: modules.size + QUIET_ZONE * 2, d }
}
