/** The ES module of <ficha-partner-link> alone: dist/widgets/ficha-partner-link.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { definePartnerLink } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
definePartnerLink()
