/** The ES module of <ficha-login-form> alone: dist/widgets/ficha-login-form.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { defineLoginForm } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
defineLoginForm()
