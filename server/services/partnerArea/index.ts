// The partner area (docs/partner-area.md): a partner's own figures, read by partner/figures and
// partner/figures_export.
export { figuresCsv } from './csv'
export { partnerFigures } from './figures'
