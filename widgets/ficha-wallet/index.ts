/** The ES module of <ficha-wallet> alone: dist/widgets/ficha-wallet.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { defineWallet } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
defineWallet()
