export { formatBRL, formatSignedBRL } from './format'
export { parseAmount } from './parse'
