/**
 * The regulator's daily files (Ordinance SPA/MF 722/2024, SIGAP; docs/compliance.md): bets,
 * bettors and wallet movements of a São Paulo day, built from the ledger and the rounds, checked against
 * the ledger and the operator's XSD, stored in the database with each part's SHA-256. The element names and
 * field mapping: ./sigapLayout.ts.
 */
export { buildRegulatorDay } from './build'
export { assertDayOver, listRegulatorDays, readRegulatorFile } from './files'
export { startRegulatorJob } from './jobs'
