import { readFileSync } from 'node:fs'
import { GATE_REASONS } from '@server/providers/gateway/errors'
import { STATUS_OF } from '@server/providers/hub88/protocol'
import { errorOf } from '@server/providers/slotegrator/protocol'
import { PlayRefused } from '@server/services/protection'
import { PLAY_REFUSALS } from '@server/services/protection/refusals'
import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'

const HEADING = "### The play gate's refusals at each provider"

/** The table docs/providers.md shows under HEADING, as its lines. */
const documented = (): string => {
  const docs = readFileSync('docs/providers.md', 'utf8')
  const at = docs.indexOf(`\n${HEADING}\n`)
  if (at < 0) return ''
  const lines = docs.slice(at).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rest = lines.slice(first)
  const end = rest.findIndex((line) => !line.startsWith('|'))
  return rest.slice(0, end < 0 ? undefined : end).join('\n')
}

const codeName = (code: number) => Object.entries(Code).find(([, value]) => value === code)?.[0]

/** The table as the code maps each refusal: the API code a player's spin gets, the gateway's reason, each protocol's answer. */
const expected = (): string => {
  const rows = PLAY_REFUSALS.map((refusal) => {
    const { code } = new PlayRefused(
      { out_refusal: refusal, out_until: null, out_limit: 'lossDay', out_limit_value: 100, out_left: 0 },
      null,
    )
    const reason = GATE_REASONS[refusal]
    const slotegrator = errorOf(reason)
    return [
      `\`${refusal}\``,
      `${code} \`${codeName(code)}\``,
      `\`${reason}\``,
      `\`${STATUS_OF[reason]}\``,
      `\`${slotegrator.error_code}\``,
      slotegrator.error_description,
    ]
  })
  const header = [
    'play gate refusal',
    'API code',
    'gateway reason',
    'Hub88 status',
    'Slotegrator `error_code`',
    'Slotegrator `error_description`',
  ]
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}

describe('docs/providers.md: the play gate’s refusals at each provider', () => {
  test('the table is the one the gateway’s map and each protocol’s answers make', () => {
    const table = expected()
    // The table to paste under the heading when the map changes.
    if (documented() !== table) console.info(`${HEADING}\n\n${table}`)
    expect(documented()).toBe(table)
  })
})
