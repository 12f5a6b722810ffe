/**
 * The classic script: <script src="…/widgets/ficha.js" defer></script> defines every Ficha element.
 * Loading it twice, or beside an element's ES module, is harmless: the first definition stays.
 */
import { defineAllElements } from './all-elements'
import { setupBundle } from './core/bundle'
import { catalogueFiles } from './core/catalogue-files'

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || location.href
setupBundle(scriptUrl, catalogueFiles(scriptUrl))
defineAllElements()
