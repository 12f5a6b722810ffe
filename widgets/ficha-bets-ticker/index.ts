/** The ES module of <ficha-bets-ticker> alone: dist/widgets/ficha-bets-ticker.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { defineBetsTicker } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
defineBetsTicker()
