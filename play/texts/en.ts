// Only the game page's parts of the catalogue (its own texts and the shared client's error texts), as its own small chunk.
export { api, http, play } from '../../locales/en.json'
