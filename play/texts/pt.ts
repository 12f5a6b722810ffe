// Only the game page's part of the catalogue, as its own small chunk.
export { play } from '../../locales/pt.json'
