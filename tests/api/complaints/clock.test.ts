import { complaints } from '@server/db/schema/complaints'
import { checkComplaintDeadline } from '@server/services/alerts/jobs'
import { complaintQueue } from '@server/services/complaints'
import type { OpenAlerts } from '@src/contract/alerts'
import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createPlayer, operatorToken, serverWithMetrics } from '../helpers'
import { openComplaint } from './fixtures'

const given = serverWithMetrics()
const { metrics } = given

const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000)

test('the 10-day clock: answered is not enough, unclosed past the mark it is overdue, the alert and metric name it; the final answer ends it', async () => {
  const { app, db } = given.server
  const operator = await operatorToken(given.server)
  const player = await createPlayer(app)
  const { data: complaint } = await openComplaint(app, player)
  // An answer is not the final one: the clock keeps running.
  await call(
    app,
    'admin/complaint_reply',
    { id: complaint.id, text: 'We are looking into it.' },
    { token: operator },
  )

  // Nine days on: time left, nothing said.
  const nine = await complaintQueue(db, { protocol: complaint.protocol }, daysLater(9))
  expect(nine.list[0]).toMatchObject({ overdue: false, status: 'answered' })
  expect(nine.list[0]?.secondsLeft).toBeGreaterThan(86_400 - 60)
  expect(await checkComplaintDeadline(db, daysLater(9))).toBeNull()
  expect(await metrics()).toMatch(/^ficha_complaints_overdue 0$/m)

  // Eleven days on: a day past the mark.
  const eleven = await complaintQueue(db, { status: 'pending' }, daysLater(11))
  expect(eleven.list.find((item) => item.id === complaint.id)).toMatchObject({ overdue: true })
  expect(eleven.list.find((item) => item.id === complaint.id)?.secondsLeft).toBeLessThan(-86_400 + 60)
  const overdue = await checkComplaintDeadline(db, daysLater(11))
  expect(overdue).toMatchObject({
    count: 1,
    complaints: [{ id: complaint.id, protocol: complaint.protocol, userId: player.user.id, hoursLate: 24 }],
  })
  const body = await metrics()
  expect(body).toMatch(/^ficha_complaints_overdue 1$/m)
  expect(Number(body.match(/^ficha_complaint_overdue_oldest_seconds (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(
    86_400,
  )
  const alerts = await call<OpenAlerts>(app, 'admin/alerts', undefined, { token: operator })
  expect(alerts.data).toEqual([
    expect.objectContaining({ kind: 'complaintOverdue', details: expect.objectContaining({ count: 1 }) }),
  ])

  // Closed late, it leaves the alert; the record keeps that the mark was missed.
  const closed = await call(
    app,
    'admin/complaint_close',
    { id: complaint.id, outcome: 'notResolved', resolution: 'We could not find the payment.' },
    { token: operator },
  )
  expect(closed.code).toBe(Code.Ok)
  expect(await checkComplaintDeadline(db, daysLater(12))).toBeNull()
  expect((await call<OpenAlerts>(app, 'admin/alerts', undefined, { token: operator })).data).toEqual([])
  expect(await metrics()).toMatch(/^ficha_complaints_overdue 0$/m)
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id))
  expect(row?.status).toBe('closed')
})
