import { titleFromData } from './data'
import data from './tesouroDoFarao.json'

/**
 * Tesouro do Faraó: a tomb full of gold on a 5x3 grid with ten lines. High volatility: wins are rarer, the
 * pharaoh stacks three high for the big line wins, and the pyramid scatter pays anywhere on the total bet.
 */
export const tesouroDoFarao = titleFromData(data)
