import type { RegulatorFileKind } from '@src/contract/regulator-values'

/**
 * THE MAPPING of Ficha's records to the regulator's daily files (SIGAP, Ordinance SPA/MF 722/2024).
 *
 * The Manual SIGAP, which fixes the real layout, is not public. Every element name, the order of the elements,
 * how a value is written and which of Ficha's fields fills each element live in this one module, so that an
 * operator holding the Manual aligns the files by editing it (and supplies the Manual's XSD in SIGAP_XSD_DIR).
 * The sample XSDs in ./xsd/ describe exactly this mapping; they are for development and tests.
 *
 * Conventions the builder (build.ts) keeps whatever the names: UTF-8, one element per line indented by two
 * spaces, LF line ends, no build time inside a file; amounts in reais with two decimals and a dot ("12.30",
 * "-0.50"), instants in UTC (ISO 8601 with milliseconds and Z), days as YYYY-MM-DD. A field whose value is
 * null is left out (minOccurs="0" in the XSD).
 */

/** A round of the day (own game or provider's), as the bets file reads it. */
export interface BetRow {
  /** 'own' (Ficha's engine) or 'provider' (a provider's round, provider_rounds). */
  source: 'own' | 'provider'
  /** Ficha's id of the round (rounds.id or provider_rounds.id). */
  id: number
  /** The provider's id of the round; null for Ficha's own games. */
  externalId: string | null
  /** 'ficha' for own games, else the provider's name (hub88, slotegrator, ...). */
  provider: string
  /** The game: its slug for own games, the provider's game code for the others. */
  game: string
  userId: number
  cpf: string | null
  /** Centavos staked and paid back (after any rollback). */
  stake: number
  prize: number
  /** UTC instants, ISO 8601 with milliseconds (written by the database: the same bytes on every build). */
  startedAt: string
  endedAt: string
}

/** A player active on the day (a round or a wallet movement), with the day's play totals. */
export interface BettorRow {
  userId: number
  cpf: string | null
  fullName: string | null
  /** YYYY-MM-DD or null. */
  birthDate: string | null
  /** UTC, ISO 8601. */
  registeredAt: string
  rounds: number
  stake: number
  prize: number
}

/** One ledger entry on a player's account, other than a round's own stake and prize (bets file). */
export interface WalletRow {
  entryId: number
  transactionId: number
  userId: number
  cpf: string | null
  /** The player's account: wallet, game, withdrawal_pending or bonus. */
  account: string
  /** The ledger's reason (server/db/schema/wallet.ts LEDGER_REASONS). */
  reason: string
  /** The ledger movement's reference ('order:42', 'gp:hub88:round:7', ...). */
  reference: string
  /** Centavos: positive credits the account, negative debits it. */
  amount: number
  balanceAfter: number
  /** UTC, ISO 8601. */
  at: string
}

/** Writers of the values: the only formats the files use. */
export const format = {
  /** Centavos as reais with two decimals: 1230 → "12.30", -50 → "-0.50". */
  money: (centavos: number): string => {
    const sign = centavos < 0 ? '-' : ''
    const abs = Math.abs(centavos)
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  },
  integer: (value: number): string => String(value),
}

/**
 * The movement types of the wallet file, from the ledger's reason (and for an adjustment its reference: a
 * provider's rollback is written under its round, 'gp:...'). An operator aligns the codes with the Manual here.
 */
const walletMovementType = (reason: string, reference: string): string => {
  switch (reason) {
    case 'deposit':
      return 'DEPOSITO'
    case 'withdrawal':
      return 'SAQUE_SOLICITADO'
    case 'withdrawal_paid':
      return 'SAQUE_PAGO'
    case 'withdrawal_refund':
      return 'SAQUE_ESTORNADO'
    case 'conversion':
      return 'TRANSFERENCIA_INTERNA'
    case 'provider_transfer':
      return 'TRANSFERENCIA_PROVEDOR'
    case 'reward':
      // Race prizes paid before race_prize existed were rewards under 'race:<race>:<place>'.
      return /^race:\d+:\d+$/.test(reference) ? 'PREMIO_CORRIDA' : 'BONUS'
    case 'race_prize':
      return 'PREMIO_CORRIDA'
    case 'bonus_forfeit':
      return 'BONUS_CANCELADO'
    case 'adjustment':
      return reference.startsWith('gp:') ? 'CANCELAMENTO_APOSTA' : 'AJUSTE'
    default:
      return 'OUTRO'
  }
}

/** The player's accounts as the wallet file names them. */
const ACCOUNT_NAMES: Record<string, string> = {
  wallet: 'CARTEIRA',
  game: 'JOGO',
  withdrawal_pending: 'SAQUE_PENDENTE',
  bonus: 'BONUS',
}

/** One element of a record: its name and the value it is filled with (null: left out). */
interface Field<Row> {
  element: string
  value: (row: Row) => string | null
}

/** A totals element of the header: its name and the key of the part's totals (centavos) it writes. */
interface TotalField {
  element: string
  total: string
}

export interface FileLayout<Row> {
  /** The root element. */
  root: string
  /** The element holding the records, after the header. */
  list: string
  /** One record's element. */
  record: string
  /** The file name of the XSD in SIGAP_XSD_DIR that validates this file. */
  xsd: string
  /** The downloaded file's name. */
  fileName: (day: string, part: number) => string
  fields: Field<Row>[]
  totals: TotalField[]
  /** Adds a record to its part's totals, under the keys of `totals` (each starts at 0). */
  addTotals: (totals: Record<string, number>, row: Row) => void
}

/** The target namespace of the files (the sample XSDs declare it). */
export const SIGAP_NAMESPACE = 'urn:ficha:sigap:1'

/** The layout version written in the root's `versao` attribute. */
export const SIGAP_VERSION = '1'

/** The header, first child of every file's root. */
export const HEADER = {
  element: 'Cabecalho',
  /** SIGAP_OPERATOR_ID: the operator's identifier at the regulator (authorization or CNPJ). */
  operator: 'CodigoOperador',
  day: 'DataReferencia',
  part: 'Parte',
  parts: 'TotalPartes',
  records: 'QuantidadeRegistros',
} as const

const dayFile = (prefix: string) => (day: string, part: number) =>
  `${prefix}_${day.replaceAll('-', '')}_${String(part).padStart(3, '0')}.xml`

/** The bets' and the bettors' totals: what was staked and what was won (centavos). */
const addPlay = (totals: Record<string, number>, row: { stake: number; prize: number }) => {
  totals.stake = (totals.stake ?? 0) + row.stake
  totals.prize = (totals.prize ?? 0) + row.prize
}

const bets: FileLayout<BetRow> = {
  root: 'ArquivoApostas',
  list: 'Apostas',
  record: 'Aposta',
  xsd: 'apostas.xsd',
  fileName: dayFile('APOSTAS'),
  fields: [
    { element: 'IdRodada', value: (row) => `${row.source === 'own' ? 'F' : 'P'}${row.id}` },
    { element: 'IdRodadaProvedor', value: (row) => row.externalId },
    { element: 'Provedor', value: (row) => row.provider },
    { element: 'Jogo', value: (row) => row.game },
    { element: 'IdJogador', value: (row) => format.integer(row.userId) },
    { element: 'CPF', value: (row) => row.cpf },
    { element: 'ValorAposta', value: (row) => format.money(row.stake) },
    { element: 'ValorPremio', value: (row) => format.money(row.prize) },
    { element: 'DataHoraInicio', value: (row) => row.startedAt },
    { element: 'DataHoraFim', value: (row) => row.endedAt },
  ],
  totals: [
    { element: 'ValorTotalApostas', total: 'stake' },
    { element: 'ValorTotalPremios', total: 'prize' },
  ],
  addTotals: addPlay,
}

const bettors: FileLayout<BettorRow> = {
  root: 'ArquivoApostadores',
  list: 'Apostadores',
  record: 'Apostador',
  xsd: 'apostadores.xsd',
  fileName: dayFile('APOSTADORES'),
  fields: [
    { element: 'IdJogador', value: (row) => format.integer(row.userId) },
    { element: 'CPF', value: (row) => row.cpf },
    { element: 'Nome', value: (row) => row.fullName },
    { element: 'DataNascimento', value: (row) => row.birthDate },
    { element: 'DataCadastro', value: (row) => row.registeredAt },
    { element: 'QuantidadeRodadas', value: (row) => format.integer(row.rounds) },
    { element: 'ValorApostado', value: (row) => format.money(row.stake) },
    { element: 'ValorPremios', value: (row) => format.money(row.prize) },
  ],
  totals: [
    { element: 'ValorTotalApostado', total: 'stake' },
    { element: 'ValorTotalPremios', total: 'prize' },
  ],
  addTotals: addPlay,
}

const wallet: FileLayout<WalletRow> = {
  root: 'ArquivoCarteiras',
  list: 'Movimentacoes',
  record: 'Movimentacao',
  xsd: 'carteiras.xsd',
  fileName: dayFile('CARTEIRAS'),
  fields: [
    { element: 'IdMovimentacao', value: (row) => format.integer(row.entryId) },
    { element: 'IdTransacao', value: (row) => format.integer(row.transactionId) },
    { element: 'IdJogador', value: (row) => format.integer(row.userId) },
    { element: 'CPF', value: (row) => row.cpf },
    { element: 'Conta', value: (row) => ACCOUNT_NAMES[row.account] ?? row.account.toUpperCase() },
    { element: 'Tipo', value: (row) => walletMovementType(row.reason, row.reference) },
    { element: 'Valor', value: (row) => format.money(row.amount) },
    { element: 'SaldoApos', value: (row) => format.money(row.balanceAfter) },
    { element: 'Referencia', value: (row) => row.reference },
    { element: 'DataHora', value: (row) => row.at },
  ],
  totals: [
    { element: 'ValorTotalCreditos', total: 'credits' },
    { element: 'ValorTotalDebitos', total: 'debits' },
  ],
  addTotals: (totals, row) => {
    if (row.amount > 0) totals.credits = (totals.credits ?? 0) + row.amount
    else totals.debits = (totals.debits ?? 0) - row.amount
  },
}

/** Each kind's record, as its queries read it. */
export interface SigapRows {
  bets: BetRow
  bettors: BettorRow
  wallet: WalletRow
}

/** The three files' layouts, by kind. */
export const SIGAP_LAYOUT: { [Kind in RegulatorFileKind]: FileLayout<SigapRows[Kind]> } = {
  bets,
  bettors,
  wallet,
}

/** The layout of a kind, for code that handles the kinds alike. */
export const layoutOf = (kind: RegulatorFileKind): FileLayout<never> =>
  SIGAP_LAYOUT[kind] as unknown as FileLayout<never>
