/** The ES module of <ficha-invite-panel> alone: dist/widgets/ficha-invite-panel.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { defineInvitePanel } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
defineInvitePanel()
