import { titleFromData } from './data'
import data from './frutaTropical.json'

/**
 * Fruta Tropical: a classic 3x3 fruit machine on a beach bar. Low volatility: five lines, three of a kind
 * only, dense strips so nearly every other spin pays something small; the toucan is the rare top prize.
 */
export const frutaTropical = titleFromData(data)
