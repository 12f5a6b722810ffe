import { complaintMessages, complaints } from '@server/db/schema/complaints'
import { hashPassword } from '@server/services/accounts/passwords'
import { createUser } from '@server/services/accounts/users'
import { Code } from '@src/contract/codes'
import { COMPLAINT_PERMISSIONS, type ComplaintList } from '@src/contract/complaints'
import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { consoleCall, createOperatorWithRole, logIn, type Operator } from '../console/consoleFixtures'
import { call, createPlayer, newPhone, type Player, serverWithOperator } from '../helpers'
import { PNG, upload } from '../money/fixtures'
import { openComplaint } from './fixtures'

const given = serverWithOperator()

/** What GET of an image answers: the image, or the envelope's code of the refusal. */
const image = async (token: string, url: string): Promise<'image' | number> => {
  const response = await given.server.app.inject({ method: 'GET', url, headers: { token } })
  return response.headers['content-type']?.toString().startsWith('image/') ? 'image' : response.json().code
}

describe('a player sees only their own complaints', () => {
  let alice: Player
  let bob: Player
  let support: Operator
  let finance: Operator
  beforeAll(async () => {
    alice = await createPlayer(given.server.app)
    bob = await createPlayer(given.server.app)
    support = await createOperatorWithRole(given.server, 'support')
    finance = await createOperatorWithRole(given.server, 'finance')
  })

  test("another player's complaint is not found, cannot be answered nor listed, its images not shown", async () => {
    const { app } = given.server
    const { data: complaint } = await openComplaint(app, alice, { images: 1 })
    expect((await call(app, 'index/complaint', { id: complaint.id }, { token: bob.token })).code).toBe(
      Code.ComplaintNotFound,
    )
    expect(
      (await call(app, 'index/complaint_reply', { id: complaint.id, text: 'mine now' }, { token: bob.token }))
        .code,
    ).toBe(Code.ComplaintNotFound)
    expect(
      (await call<ComplaintList>(app, 'index/complaints', undefined, { token: bob.token })).data,
    ).toEqual([])
    expect((await call(app, 'index/complaint', { id: complaint.id }, { token: '' })).code).toBe(
      Code.SessionExpired,
    )

    const thread = await call<{ messages: { attachments: string[] }[] }>(
      app,
      'index/complaint',
      { id: complaint.id },
      { token: alice.token },
    )
    const url = thread.data.messages[0]?.attachments[0] ?? ''
    expect(await image(alice.token, url)).toBe('image')
    expect(await image(bob.token, url)).toBe(Code.NotFound)
    // An operator who may read complaints, and nothing of the money queues, sees it.
    const phone = newPhone()
    const password = 'complaints only operator 1'
    await createUser(given.server.db, {
      phone,
      passwordHash: await hashPassword(password),
      permissions: [COMPLAINT_PERMISSIONS.view],
    })
    expect(await image(await logIn(app, phone, password), url)).toBe('image')
  })

  test("a player cannot attach another's image, nor one attached already", async () => {
    const { app } = given.server
    const alices = (await upload(app, alice.token, PNG)).data.id
    /** The code of `player` opening a complaint with alice's image. */
    const openWithImage = async (player: Player, text: string) =>
      (await openComplaint(app, player, { text, attachments: [alices] })).code
    expect(await openWithImage(bob, 'look')).toBe(Code.ComplaintAttachmentInvalid)
    expect((await openComplaint(app, alice, { text: 'first' })).code).toBe(Code.Ok)
    expect(await openWithImage(alice, 'one')).toBe(Code.Ok)
    expect(await openWithImage(alice, 'two')).toBe(Code.ComplaintAttachmentInvalid)
  })

  test('the queue is for the complaints operators: a player and a finance operator are refused, support answers, only the ouvidoria and export rights go further', async () => {
    const { app } = given.server
    const { data: complaint } = await openComplaint(app, alice)
    expect((await call(app, 'admin/complaints', {}, { token: alice.token })).code).toBe(Code.Forbidden)
    expect((await consoleCall(app, 'admin/complaints', {}, finance.token)).code).toBe(Code.Forbidden)
    const as = async (operator: Operator, path: string, body: object) =>
      (await consoleCall(app, path, body, operator.token)).code
    const id = complaint.id
    expect(await as(finance, 'admin/complaint_reply', { id, text: 'hi' })).toBe(Code.Forbidden)
    expect(await as(support, 'admin/complaint_reply', { id, text: 'We are on it.' })).toBe(Code.Ok)
    expect(await as(support, 'admin/complaint_export', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      Code.Forbidden,
    )
    // Handed to a finance operator, who may not answer complaints: refused.
    expect(await as(support, 'admin/complaint_assign', { id, assigneeId: finance.id })).toBe(
      Code.ComplaintAssigneeNotAllowed,
    )
  })
})

describe('bad input gets its message and changes nothing', () => {
  const rows = async () => {
    const { db } = given.server
    const [made] = await db.select({ value: count() }).from(complaints)
    const [written] = await db.select({ value: count() }).from(complaintMessages)
    return { complaints: made?.value, messages: written?.value }
  }

  test('blank, unknown, too long, too many images: refused before anything is written', async () => {
    const { app } = given.server
    const player = await createPlayer(app)
    const before = await rows()
    const blank = await call(
      app,
      'index/complaint_open',
      { category: 'deposit', text: '   \n ' },
      { token: player.token, lang: 'pt' },
    )
    expect(blank).toMatchObject({ code: Code.ComplaintTextRequired, msg: 'Escreva o que aconteceu.' })
    const open = async (body: object) =>
      (await call(app, 'index/complaint_open', body, { token: player.token })).code
    expect(await open({ category: 'lottery', text: 'x' })).toBe(Code.BadRequest)
    expect(await open({ category: 'game', text: 'x'.repeat(4001) })).toBe(Code.BadRequest)
    const four = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(32))
    expect(await open({ category: 'game', text: 'x', attachments: four })).toBe(Code.BadRequest)
    expect(await open({ category: 'game', text: 'x', attachments: ['f'.repeat(32)] })).toBe(
      Code.ComplaintAttachmentInvalid,
    )
    expect(await rows()).toEqual(before)
  })

  test('the console: no answer without words, no close without a resolution, nothing after the close, no export over a bad range', async () => {
    const { app } = given.server
    const player = await createPlayer(app)
    const { data: complaint } = await openComplaint(app, player)
    const before = await rows()
    const asOperator = async (path: string, body: object) =>
      (await call(app, path, body, { token: given.operator })).code
    const id = complaint.id
    expect(await asOperator('admin/complaint_reply', { id, text: ' ' })).toBe(Code.ComplaintTextRequired)
    expect(await asOperator('admin/complaint_escalate', { id, reason: '' })).toBe(Code.ComplaintTextRequired)
    expect(await asOperator('admin/complaint_close', { id, outcome: 'resolved', resolution: ' ' })).toBe(
      Code.ComplaintTextRequired,
    )
    expect(await asOperator('admin/complaint_close', { id, outcome: 'maybe', resolution: 'x' })).toBe(
      Code.BadRequest,
    )
    expect(await asOperator('admin/complaint', { id: 2_000_000_000 })).toBe(Code.ComplaintNotFound)
    expect(await rows()).toEqual(before)

    expect(await asOperator('admin/complaint_close', { id, outcome: 'resolved', resolution: 'Done.' })).toBe(
      Code.Ok,
    )
    for (const [path, body] of [
      ['admin/complaint_reply', { id: complaint.id, text: 'more' }],
      ['admin/complaint_assign', { id: complaint.id }],
      ['admin/complaint_escalate', { id: complaint.id, reason: 'late' }],
      ['admin/complaint_close', { id: complaint.id, outcome: 'resolved', resolution: 'again' }],
    ] as const)
      expect(await asOperator(path, body), path).toBe(Code.ComplaintClosed)

    for (const range of [
      { from: '2026-02-01', to: '2026-01-01' },
      { from: '2025-01-01', to: '2026-06-01' },
      { from: '2026-02-30', to: '2026-03-01' },
    ])
      expect(await asOperator('admin/complaint_export', range), range.from).toBe(Code.ComplaintExportRange)
  })
})

test('the export: one line per complaint opened in the range, in the fields consumidor.gov.br names', async () => {
  const { app } = given.server
  const player = await createPlayer(app)
  const { data: complaint } = await openComplaint(app, player, {
    category: 'withdrawal',
    text: 'Where is my money?',
  })
  await call(
    app,
    'admin/complaint_close',
    { id: complaint.id, outcome: 'resolved', resolution: 'Paid, "with" thanks, today' },
    { token: given.operator },
  )
  const day = new Date().toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 10)
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/complaint_export',
    headers: { token: given.operator },
    payload: { from: day, to: day },
  })
  expect(response.headers['content-type']).toMatch(/^text\/csv/)
  const [header, ...lines] = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(header).toBe(
    'Protocolo,CPF Consumidor,Canal,Data Abertura,Prazo Resposta,Data Resposta,Data Finalização,Tempo Resposta,Respondida,Respondida no Prazo,Situação,Assunto,Avaliação Reclamação,Resposta Final',
  )
  const line = lines.find((item) => item.startsWith(`${complaint.protocol},`))
  expect(line).toMatch(/,SAC,/)
  expect(line).toMatch(/,0,S,S,Finalizada,Saque,Resolvida,"Paid, ""with"" thanks, today"$/)
})
