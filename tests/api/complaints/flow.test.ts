import { Code } from '@src/contract/codes'
import type {
  Complaint,
  ComplaintCase,
  ComplaintList,
  ComplaintThread,
  QueuedComplaint,
} from '@src/contract/complaints'
import type { PlayerNoticePage } from '@src/contract/content'
import type { AuditRow } from '@src/contract/corrections'
import type { Paged } from '@src/contract/paging'
import { expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { openComplaint } from './fixtures'

const given = serverWithOperator()

/** POST /api/admin/<path> as the file's operator. */
const asOperator = <T>(path: string, body: unknown) =>
  call<T>(given.server.app, `admin/${path}`, body, { token: given.operator })

/** The complaint's audit rows, as the console's audit log lists them. */
const auditOf = async (complaintId: number) =>
  (await asOperator<Paged<AuditRow>>('audit_log', { target: `complaint:${complaintId}` })).data.list

test('a complaint opened with an image gets a protocol number; answered, read by the player, closed with a resolution, every step audited', async () => {
  const { app } = given.server
  const player = await createPlayer(app)
  const opened = await openComplaint(app, player, { images: 1 })
  expect(opened.code).toBe(Code.Ok)
  const complaint = opened.data
  const year = new Date().toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 4)
  expect(complaint.protocol).toBe(`${year}-${String(complaint.id).padStart(6, '0')}`)
  expect(complaint).toMatchObject({ status: 'open', level: 'sac', category: 'withdrawal' })
  // The 10-day mark runs from the opening.
  expect(Date.parse(complaint.dueAt) - Date.parse(complaint.createdAt)).toBe(10 * 86_400_000)

  // The queue finds it by its protocol, with the time left to the mark.
  const queue = await asOperator<Paged<QueuedComplaint>>('complaints', { protocol: complaint.protocol })
  expect(queue.data.list).toEqual([
    expect.objectContaining({ id: complaint.id, overdue: false, assignee: null }),
  ])
  expect(queue.data.list[0]?.secondsLeft).toBeGreaterThan(10 * 86_400 - 60)

  const taken = await asOperator<QueuedComplaint>('complaint_assign', { id: complaint.id })
  expect(taken.data.assignee).not.toBeNull()
  const answered = await asOperator<ComplaintCase>('complaint_reply', {
    id: complaint.id,
    text: 'We found your withdrawal: it was paid today.',
  })
  expect(answered.data.complaint.status).toBe('answered')
  expect(answered.data.messages.map((message) => message.author)).toEqual(['player', 'operator'])
  expect(answered.data.messages[0]?.attachments).toHaveLength(1)

  // The player reads the answer, and was told of it.
  const thread = await call<ComplaintThread>(
    app,
    'index/complaint',
    { id: complaint.id },
    { token: player.token },
  )
  expect(thread.data.messages.at(-1)).toMatchObject({
    author: 'operator',
    text: 'We found your withdrawal: it was paid today.',
  })
  expect(thread.data.messages.at(-1)).not.toHaveProperty('operator')
  const notices = await call<PlayerNoticePage>(
    app,
    'index/get_my_msg',
    {},
    { token: player.token, lang: 'en' },
  )
  expect(JSON.stringify(notices.data)).toContain(complaint.protocol)

  // The player writes back: it waits for the operator again.
  const back = await call<ComplaintThread>(
    app,
    'index/complaint_reply',
    { id: complaint.id, text: 'Thank you, it arrived.' },
    { token: player.token },
  )
  expect(back.data.complaint.status).toBe('open')

  const closed = await asOperator<ComplaintCase>('complaint_close', {
    id: complaint.id,
    outcome: 'resolved',
    resolution: "Paid on the day; closed at the player's word.",
  })
  expect(closed.data.complaint).toMatchObject({ status: 'closed', outcome: 'resolved', overdue: false })
  const list = await call<ComplaintList>(app, 'index/complaints', undefined, { token: player.token })
  expect(list.data).toEqual([
    expect.objectContaining<Partial<Complaint>>({
      id: complaint.id,
      status: 'closed',
      resolution: "Paid on the day; closed at the player's word.",
    }),
  ])

  // Closed, it takes nothing more.
  const late = await call(
    app,
    'index/complaint_reply',
    { id: complaint.id, text: 'One more thing' },
    { token: player.token },
  )
  expect(late.code).toBe(Code.ComplaintClosed)

  const audit = await auditOf(complaint.id)
  expect(audit.map((row) => row.action).sort()).toEqual([
    'complaint.answered',
    'complaint.assigned',
    'complaint.closed',
  ])
})

test('escalated to the ouvidoria: unassigned there, its mark kept, escalated once', async () => {
  const { app } = given.server
  const player = await createPlayer(app)
  const { data: complaint } = await openComplaint(app, player, { category: 'game' })
  await asOperator('complaint_assign', { id: complaint.id })
  const escalated = await asOperator<QueuedComplaint>('complaint_escalate', {
    id: complaint.id,
    reason: 'The player disputes the SAC answer.',
  })
  expect(escalated.data).toMatchObject({ level: 'ouvidoria', assignee: null, dueAt: complaint.dueAt })
  const again = await asOperator('complaint_escalate', { id: complaint.id, reason: 'again' })
  expect(again.code).toBe(Code.ComplaintEscalated)
  const queue = await asOperator<Paged<QueuedComplaint>>('complaints', { level: 'ouvidoria' })
  expect(queue.data.list.map((item) => item.id)).toContain(complaint.id)
  const audit = await auditOf(complaint.id)
  expect(audit.find((row) => row.action === 'complaint.escalated')?.reason).toBe(
    'The player disputes the SAC answer.',
  )
})
