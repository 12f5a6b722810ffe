import { defineTitle, strip } from '../engine/model'
import { LINES_5X3 } from './paylines'

/**
 * Tesouro do Faraó: a tomb full of gold on a 5x3 grid with ten lines. High volatility: wins are rarer, the
 * pharaoh stacks three high for the big line wins, and the pyramid scatter pays anywhere on the total bet.
 */
export const tesouroDoFarao = defineTitle({
  slug: 'tesouro-do-farao',
  volatility: 'high',
  rows: 3,
  symbols: [
    { id: 'papyrus', art: 'a rolled papyrus scroll' },
    { id: 'lotus', art: 'a blue lotus flower' },
    { id: 'ankh', art: 'a golden ankh' },
    { id: 'scarab', art: 'a turquoise scarab beetle' },
    { id: 'eye-of-horus', art: 'the eye of Horus in lapis and gold' },
    { id: 'bastet-cat', art: 'a black cat of Bastet with a gold earring' },
    { id: 'pharaoh', art: 'a gold-and-blue pharaoh death mask, the top symbol; drawn to stack three high' },
    { id: 'pyramid', art: 'a glowing pyramid under a sun disc: the scatter, pays anywhere' },
  ],
  reels: [
    strip(`
      papyrus ankh lotus scarab eye-of-horus bastet-cat papyrus ankh lotus scarab pharaoh pharaoh
      pharaoh papyrus ankh lotus eye-of-horus pyramid papyrus ankh scarab lotus papyrus ankh
      bastet-cat eye-of-horus scarab lotus papyrus ankh
    `),
    strip(`
      papyrus lotus ankh scarab eye-of-horus papyrus lotus ankh bastet-cat scarab eye-of-horus papyrus
      lotus ankh pharaoh pharaoh pharaoh pyramid papyrus lotus scarab eye-of-horus ankh papyrus lotus
      scarab eye-of-horus ankh papyrus lotus
    `),
    strip(`
      papyrus lotus ankh scarab eye-of-horus papyrus lotus ankh bastet-cat scarab eye-of-horus papyrus
      lotus ankh pharaoh pharaoh pharaoh pyramid papyrus lotus scarab eye-of-horus ankh papyrus lotus
      scarab eye-of-horus ankh papyrus lotus
    `),
    strip(`
      lotus ankh papyrus scarab eye-of-horus lotus ankh bastet-cat papyrus lotus pharaoh pharaoh
      pharaoh ankh pyramid papyrus lotus scarab eye-of-horus ankh lotus papyrus ankh bastet-cat lotus
      scarab eye-of-horus papyrus ankh lotus
    `),
    strip(`
      lotus papyrus scarab ankh eye-of-horus lotus papyrus bastet-cat scarab lotus pharaoh pharaoh
      pharaoh papyrus pyramid lotus scarab ankh eye-of-horus papyrus lotus scarab papyrus bastet-cat
      lotus ankh eye-of-horus scarab papyrus lotus
    `),
  ],
  paylines: LINES_5X3.slice(0, 10),
  paytable: {
    papyrus: { 3: 10, 4: 25, 5: 75 },
    lotus: { 3: 10, 4: 30, 5: 100 },
    ankh: { 3: 15, 4: 50, 5: 150 },
    scarab: { 3: 25, 4: 75, 5: 300 },
    'eye-of-horus': { 3: 30, 4: 120, 5: 500 },
    'bastet-cat': { 3: 60, 4: 250, 5: 1000 },
    pharaoh: { 3: 150, 4: 1500, 5: 5000 },
  },
  scatter: { symbol: 'pyramid', pays: { 3: 10, 4: 50, 5: 500 } },
})
