export { formatBRL } from './format'
export { parseAmount } from './parse'
