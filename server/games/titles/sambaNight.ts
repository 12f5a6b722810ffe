import { defineTitle, strip } from '../engine/model'
import { LINES_5X3 } from './paylines'

/**
 * Samba Night: a carnival parade at night on a 5x3 grid with all twenty lines. Medium volatility: frequent
 * small wins from the percussion, and the dancer stacked three high so a full column can light up many lines.
 */
export const sambaNight = defineTitle({
  slug: 'samba-night',
  volatility: 'medium',
  rows: 3,
  symbols: [
    { id: 'maracas', art: 'a pair of crossed maracas' },
    { id: 'tambourine', art: 'a pandeiro (Brazilian tambourine) with jingles' },
    { id: 'whistle', art: 'a silver samba whistle on a cord' },
    { id: 'drum', art: 'a surdo bass drum with mallet' },
    { id: 'carnival-mask', art: 'a sequinned carnival eye mask' },
    { id: 'feathers', art: 'a fan of bright carnival feathers' },
    {
      id: 'dancer',
      art: 'a passista samba dancer in a feathered costume, the top symbol; drawn to stack three high',
    },
  ],
  reels: [
    strip(`
      maracas tambourine whistle carnival-mask drum maracas tambourine feathers whistle maracas
      carnival-mask tambourine dancer dancer dancer maracas whistle drum tambourine carnival-mask
      maracas whistle tambourine feathers maracas drum carnival-mask whistle tambourine maracas
    `),
    strip(`
      maracas tambourine whistle carnival-mask feathers maracas tambourine drum whistle maracas
      carnival-mask tambourine dancer dancer dancer maracas whistle feathers tambourine carnival-mask
      maracas whistle tambourine drum maracas feathers carnival-mask whistle tambourine maracas
    `),
    strip(`
      maracas tambourine whistle carnival-mask feathers maracas tambourine drum whistle maracas
      carnival-mask tambourine dancer dancer dancer maracas whistle feathers tambourine carnival-mask
      maracas whistle tambourine drum maracas feathers carnival-mask whistle tambourine maracas
    `),
    strip(`
      maracas whistle tambourine carnival-mask feathers maracas whistle tambourine maracas
      carnival-mask drum whistle maracas tambourine feathers maracas whistle dancer dancer dancer
      carnival-mask maracas tambourine whistle maracas feathers carnival-mask tambourine whistle
      maracas
    `),
    strip(`
      tambourine maracas whistle drum carnival-mask tambourine maracas feathers tambourine maracas
      dancer dancer dancer tambourine whistle maracas drum carnival-mask tambourine feathers maracas
      tambourine maracas whistle tambourine drum carnival-mask feathers maracas tambourine
    `),
  ],
  paylines: LINES_5X3,
  paytable: {
    maracas: { 3: 10, 4: 25, 5: 80 },
    tambourine: { 3: 15, 4: 40, 5: 120 },
    whistle: { 3: 20, 4: 60, 5: 150 },
    drum: { 3: 30, 4: 90, 5: 300 },
    'carnival-mask': { 3: 50, 4: 150, 5: 500 },
    feathers: { 3: 60, 4: 200, 5: 750 },
    dancer: { 3: 120, 4: 600, 5: 3000 },
  },
})
