import { titleFromData } from './data'
import data from './sambaNight.json'

/**
 * Samba Night: a carnival parade at night on a 5x3 grid with all twenty lines. Medium volatility: frequent
 * small wins from the percussion, and the dancer stacked three high so a full column can light up many lines.
 */
export const sambaNight = titleFromData(data)
