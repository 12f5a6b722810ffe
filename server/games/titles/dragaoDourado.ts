import { defineTitle, strip } from '../engine/model'
import { LINES_5X3 } from './paylines'

/**
 * Dragão Dourado: a golden dragon over a lantern festival on a 5x3 grid with fifteen lines. High volatility:
 * the dragon is a wild stacked three high on the middle reels only, so it never pays alone but can turn a
 * whole column into any symbol; the phoenix, also stacked, carries most of the return.
 */
export const dragaoDourado = defineTitle({
  slug: 'dragao-dourado',
  volatility: 'high',
  rows: 3,
  symbols: [
    { id: 'bamboo', art: 'a few green bamboo stalks' },
    { id: 'coin', art: 'a round gold coin with a square hole' },
    { id: 'lantern', art: 'a red paper lantern with gold tassel' },
    { id: 'fan', art: 'an open red-and-gold folding fan' },
    { id: 'koi', art: 'an orange-and-white koi fish' },
    { id: 'pearl', art: 'a glowing white pearl in a gold setting' },
    { id: 'phoenix', art: 'a red-gold phoenix with spread wings, the top symbol; drawn to stack three high' },
    {
      id: 'golden-dragon',
      art: 'a coiled golden dragon: the wild, substitutes for every symbol; drawn to stack three high',
    },
  ],
  reels: [
    strip(`
      bamboo lantern fan coin koi pearl bamboo lantern fan bamboo coin phoenix phoenix phoenix koi
      bamboo lantern fan pearl coin bamboo lantern fan bamboo koi pearl coin lantern fan bamboo
    `),
    strip(`
      bamboo coin lantern koi fan pearl bamboo phoenix phoenix phoenix coin lantern koi bamboo fan
      pearl golden-dragon golden-dragon golden-dragon bamboo coin lantern koi bamboo fan pearl coin
      lantern koi bamboo
    `),
    strip(`
      bamboo coin lantern fan pearl koi bamboo phoenix phoenix phoenix coin lantern fan pearl bamboo
      golden-dragon golden-dragon golden-dragon bamboo coin lantern fan pearl bamboo koi coin lantern
      fan pearl bamboo
    `),
    strip(`
      bamboo koi coin lantern fan pearl bamboo koi coin lantern bamboo phoenix phoenix phoenix fan koi
      golden-dragon golden-dragon golden-dragon bamboo coin lantern koi bamboo pearl fan coin lantern
      koi bamboo
    `),
    strip(`
      bamboo lantern fan coin pearl koi bamboo lantern fan coin pearl bamboo phoenix phoenix phoenix
      lantern fan koi bamboo coin pearl lantern fan bamboo koi coin pearl lantern fan bamboo
    `),
  ],
  paylines: LINES_5X3.slice(0, 15),
  paytable: {
    bamboo: { 3: 2, 4: 5, 5: 20 },
    coin: { 3: 2, 4: 5, 5: 20 },
    lantern: { 3: 4, 4: 10, 5: 40 },
    fan: { 3: 5, 4: 15, 5: 60 },
    koi: { 3: 10, 4: 30, 5: 100 },
    pearl: { 3: 20, 4: 100, 5: 400 },
    phoenix: { 3: 30, 4: 250, 5: 2500 },
  },
  wild: 'golden-dragon',
})
