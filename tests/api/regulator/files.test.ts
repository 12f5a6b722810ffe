import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '@server/config'
import { auditLog } from '@server/db/schema/audit'
import { regulatorFiles } from '@server/db/schema/regulator'
import { buildRegulatorDay } from '@server/services/regulator'
import { runRegulatorJob } from '@server/services/regulator/jobs'
import { Code } from '@src/contract/codes'
import type { RegulatorDay, RegulatorFileList } from '@src/contract/regulator'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playable } from '../games/gameFixtures'
import {
  call,
  createPlayer,
  createTestServer,
  operatorToken,
  sharedServer,
  type TestServer,
} from '../helpers'
import { DAY, playDay, seedOwnRounds } from './fixtures'

const partsOf = (server: TestServer, day: string) =>
  server.db
    .select()
    .from(regulatorFiles)
    .where(eq(regulatorFiles.day, day))
    .orderBy(asc(regulatorFiles.kind), asc(regulatorFiles.part))

const download = (server: TestServer, token: string, day: string, kind: string, part: number) =>
  server.app.inject({
    method: 'GET',
    url: '/api/admin/regulator_file',
    query: { day, kind, part: String(part) },
    headers: { token },
  })

describe('the regulator files of a day with wins, rollbacks, corrections and refunds', () => {
  const given = sharedServer()
  let played: Awaited<ReturnType<typeof playDay>>
  let operator: string

  beforeAll(async () => {
    played = await playDay(given.server)
    operator = await operatorToken(given.server)
    expect(await buildRegulatorDay(given.server.db, given.server.config.regulator, DAY)).toBe('ready')
  })

  it('marks every part ready, each valid against the sample XSD, with totals equal to the ledger', async () => {
    const parts = await partsOf(given.server, DAY)
    expect(parts.map((part) => [part.kind, part.part, part.status, part.error])).toEqual([
      ['bets', 1, 'ready', null],
      ['bettors', 1, 'ready', null],
      ['wallet', 1, 'ready', null],
    ])
    const [bets, bettors, wallet] = parts
    // Two own rounds of R$ 1 and three provider rounds: 3.00 won, 2.00 refunded, 4.00 with its 1.00 taken back.
    expect(bets?.records).toBe(5)
    expect(bets?.totals).toEqual({ stake: 200 + 300 + 400, prize: played.a.ownWins + 500 })
    expect(bettors?.totals).toEqual(bets?.totals)
    // What each player's game balance lost in the rounds is their stakes less their prizes in the file.
    expect(played.a.game).toBe(5_000 - 200 + played.a.ownWins)
    expect(played.b.game).toBe(2_000 - 700 + 500)
    // Deposit, conversion, withdrawal and its refund, bonus and its forfeit, two corrections, two rollbacks.
    expect(wallet?.records).toBe(13)
    expect(wallet?.totals).toEqual({
      credits: 10_000 + 5_000 + 2_000 + 2_000 + 500 + 123 + 2_000 + 200,
      debits: 5_000 + 2_000 + 2_000 + 500 + 100,
    })
    const xml = wallet?.content.toString('utf8') ?? ''
    for (const type of [
      'DEPOSITO',
      'TRANSFERENCIA_INTERNA',
      'SAQUE_SOLICITADO',
      'SAQUE_ESTORNADO',
      'BONUS',
      'BONUS_CANCELADO',
      'AJUSTE',
      'CANCELAMENTO_APOSTA',
    ])
      expect(xml).toContain(`<Tipo>${type}</Tipo>`)
    expect(bettors?.content.toString('utf8')).toContain('<Nome>Ana &lt;Souza&gt; &amp; Filhos</Nome>')
    expect(bets?.content.toString('utf8')).toContain('<ValorAposta>4.00</ValorAposta>')
    for (const part of parts)
      expect(part.sha256).toBe(createHash('sha256').update(part.content).digest('hex'))
  })

  it('rebuilds the day byte for byte, and audits the operator who asked', async () => {
    const before = await partsOf(given.server, DAY)
    const rebuilt = await call<RegulatorDay>(
      given.server.app,
      'admin/regulator_rebuild',
      { day: DAY, reason: 'regulator asked again' },
      { token: operator },
    )
    expect(rebuilt.code).toBe(1)
    expect(rebuilt.data).toMatchObject({ day: DAY, status: 'ready' })
    const after = await partsOf(given.server, DAY)
    expect(after.map((part) => part.sha256)).toEqual(before.map((part) => part.sha256))
    expect(
      after.map((part) => part.content.equals(before[after.indexOf(part)]?.content ?? Buffer.alloc(0))),
    ).toEqual([true, true, true])
    const [audit] = await given.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'regulator.rebuild'), eq(auditLog.target, `regulator-day:${DAY}`)))
    expect(audit?.reason).toBe('regulator asked again')
    expect(audit?.before).toMatchObject({ status: 'ready' })
  })

  it('lists the day with its parts and serves a part as XML with its hash', async () => {
    const listed = await call<RegulatorFileList>(
      given.server.app,
      'admin/regulator_files',
      { from: DAY, to: DAY },
      { token: operator },
    )
    expect(listed.data.days).toHaveLength(1)
    expect(listed.data.days[0]).toMatchObject({ day: DAY, status: 'ready', error: null })
    expect(listed.data.days[0]?.parts.map((part) => part.kind)).toEqual(['bets', 'bettors', 'wallet'])

    const response = await download(given.server, operator, DAY, 'bets', 1)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    expect(response.headers['content-disposition']).toBe('attachment; filename="APOSTAS_20250310_001.xml"')
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(
      response.headers['x-content-sha256'],
    )
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<ArquivoApostas')).toBe(true)

    const missing = await download(given.server, operator, DAY, 'bets', 2)
    expect(missing.json().code).toBe(Code.RegulatorFileNotFound)
  })

  it('refuses players, a day not over yet, and a part of no day', async () => {
    const player = await createPlayer(given.server.app)
    const refused = await call(given.server.app, 'admin/regulator_files', {}, { token: player.token })
    expect(refused.code).toBe(Code.Forbidden)
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date())
    const early = await call(
      given.server.app,
      'admin/regulator_rebuild',
      { day: today, reason: 'too early' },
      { token: operator },
    )
    expect(early.code).toBe(Code.RegulatorDayNotOver)
  })
})

describe('a file that fails the XSD the operator supplied', () => {
  let server: TestServer
  beforeAll(async () => {
    // The operator's bets schema asks for an element the mapping does not write.
    const dir = mkdtempSync(join(tmpdir(), 'ficha-xsd-'))
    const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' })
    const sample = defaults.regulator.xsdDir
    for (const name of ['apostadores.xsd', 'carteiras.xsd'])
      writeFileSync(join(dir, name), readFileSync(join(sample, name)))
    writeFileSync(
      join(dir, 'apostas.xsd'),
      readFileSync(join(sample, 'apostas.xsd'), 'utf8').replace(
        '<xs:element name="DataHoraFim" type="xs:dateTime"/>',
        '<xs:element name="DataHoraFim" type="xs:dateTime"/>\n<xs:element name="CodigoAposta" type="Texto"/>',
      ),
    )
    server = await createTestServer({ config: { regulator: { ...defaults.regulator, xsdDir: dir } } })
    await playDay(server)
  })
  afterAll(() => server.close())

  it('stores it failed with the validator message, never ready, and the day shows failed and late', async () => {
    expect(await buildRegulatorDay(server.db, server.config.regulator, DAY)).toBe('failed')
    const parts = await partsOf(server, DAY)
    const bets = parts.find((part) => part.kind === 'bets')
    expect(bets?.status).toBe('failed')
    expect(bets?.error).toContain('CodigoAposta')
    expect(parts.filter((part) => part.kind !== 'bets').map((part) => part.status)).toEqual([
      'ready',
      'ready',
    ])
    const listed = await call<RegulatorFileList>(
      server.app,
      'admin/regulator_files',
      { from: DAY, to: DAY },
      { token: await operatorToken(server) },
    )
    expect(listed.data.days[0]).toMatchObject({ status: 'failed', late: true })
  })
})

describe('a day of more than 7,000 rounds', () => {
  const given = sharedServer()

  it('is split into numbered parts of at most 7,000 records, all ready', async () => {
    const player = await createPlayer(given.server.app)
    const game = await playable(given.server.db, 'samba-night')
    await seedOwnRounds(given.server.db, player.user.id, game.id, DAY, 7_005)
    expect(await buildRegulatorDay(given.server.db, given.server.config.regulator, DAY)).toBe('ready')
    const bets = (await partsOf(given.server, DAY)).filter((part) => part.kind === 'bets')
    expect(bets.map((part) => [part.part, part.records, part.status])).toEqual([
      [1, 7_000, 'ready'],
      [2, 5, 'ready'],
    ])
    expect(bets[1]?.content.toString('utf8')).toContain('<Parte>2</Parte>\n    <TotalPartes>2</TotalPartes>')
  })
})

describe('the daily job', () => {
  const given = sharedServer()

  it('builds the previous days missed once, and nothing the second time', async () => {
    await playDay(given.server)
    const threeDaysLater = new Date('2025-03-13T15:00:00Z')
    const first = await runRegulatorJob(given.server.db, given.server.config.regulator, threeDaysLater)
    expect(first).toEqual([
      { day: '2025-03-10', status: 'ready' },
      { day: '2025-03-11', status: 'ready' },
      { day: '2025-03-12', status: 'ready' },
    ])
    const hashes = (await partsOf(given.server, DAY)).map((part) => part.sha256)
    expect(await runRegulatorJob(given.server.db, given.server.config.regulator, threeDaysLater)).toEqual([])
    expect((await partsOf(given.server, DAY)).map((part) => part.sha256)).toEqual(hashes)
    // A day without activity still has its (empty) files.
    expect((await partsOf(given.server, '2025-03-11')).map((part) => part.records)).toEqual([0, 0, 0])
  })
})
