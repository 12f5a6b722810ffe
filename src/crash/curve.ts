/**
 * The crash game's published curve, the same for the server (which decides when a round crashes and whether a
 * cash-out came in time) and the screens (which draw it): the multiplier grows exponentially with the flight's
 * time. Multipliers are integer hundredths (100 = 1.00×).
 */

/** Growth per millisecond of flight: 2.00× at about 11.6 s, 10.00× at about 38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006

/** The multiplier shown after `ms` of flight, floored to hundredths. */
export const multiplierAt = (ms: number): number =>
  ms <= 0 ? 100 : Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * ms))

/** The first whole millisecond of flight at which the multiplier reaches `hundredths` (100 or more). */
export const msToReach = (hundredths: number): number => {
  if (hundredths <= 100) return 0
  let ms = Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS)
  // Floating point may land one millisecond either side of the exact crossing.
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1
  while (multiplierAt(ms) < hundredths) ms += 1
  return ms
}
