import { defineTitle, strip } from '../engine/model'
import { LINES_3X3 } from './paylines'

/**
 * Fruta Tropical: a classic 3x3 fruit machine on a beach bar. Low volatility: five lines, three of a kind
 * only, dense strips so nearly every other spin pays something small; the toucan is the rare top prize.
 */
export const frutaTropical = defineTitle({
  slug: 'fruta-tropical',
  volatility: 'low',
  rows: 3,
  symbols: [
    { id: 'banana', art: 'a bunch of three ripe yellow bananas' },
    { id: 'coconut', art: 'a halved brown coconut showing white flesh' },
    { id: 'pineapple', art: 'a golden pineapple with a green crown' },
    { id: 'mango', art: 'a red-orange mango with one leaf' },
    { id: 'toucan', art: 'a toucan with a big orange beak, the top symbol' },
  ],
  reels: [
    strip(`
      banana coconut pineapple banana coconut banana coconut mango banana coconut pineapple banana
      toucan coconut banana coconut banana pineapple coconut banana
    `),
    strip(`
      banana coconut pineapple banana coconut banana coconut mango banana coconut pineapple banana
      toucan coconut banana coconut banana pineapple coconut banana
    `),
    strip(`
      banana coconut pineapple banana coconut banana mango banana coconut banana pineapple coconut
      banana toucan banana coconut banana pineapple coconut banana
    `),
  ],
  paylines: LINES_3X3,
  paytable: {
    banana: { 3: 7 },
    coconut: { 3: 10 },
    pineapple: { 3: 20 },
    mango: { 3: 50 },
    toucan: { 3: 150 },
  },
})
