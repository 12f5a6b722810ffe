/** The ES module of <ficha-signup-form> alone: dist/widgets/ficha-signup-form.js. */
import { setupBundle } from '../core/bundle'
import { loadCatalogueChunk } from '../core/catalogue-chunks'
import { defineSignupForm } from './element'

setupBundle(import.meta.url, loadCatalogueChunk)
defineSignupForm()
