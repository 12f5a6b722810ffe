export { formatBRL, formatHundredths, formatSignedBRL } from './format'
export { parseAmount } from './parse'
