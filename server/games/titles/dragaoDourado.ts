import { titleFromData } from './data'
import data from './dragaoDourado.json'

/**
 * Dragão Dourado: a golden dragon over a lantern festival on a 5x3 grid with fifteen lines. High volatility:
 * the dragon is a wild stacked three high on the middle reels only, so it never pays alone but can turn a
 * whole column into any symbol; the phoenix, also stacked, carries most of the return.
 */
export const dragaoDourado = titleFromData(data)
