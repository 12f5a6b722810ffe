/** A broken multipart body is the sender's mistake: a translated 400 envelope, and no error in the log. */
import { Writable } from 'node:stream'
import { Code } from '@src/contract/codes'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { PNG } from './fixtures'

const lines: { level: number; msg: string }[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})

let server: TestServer
let player: Player
beforeAll(async () => {
  server = await createTestServer({ config: { logLevel: 'info' }, logStream: sink })
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

const part = (boundary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    data,
  ])

const cases: [string, string, Buffer][] = [
  ['a truncated body', 'multipart/form-data; boundary=xyz', part('xyz', PNG)],
  [
    'a wrong boundary',
    'multipart/form-data; boundary=abc',
    Buffer.concat([part('xyz', PNG), Buffer.from('\r\n--xyz--\r\n')]),
  ],
  ['no boundary', 'multipart/form-data', Buffer.concat([part('xyz', PNG), Buffer.from('\r\n--xyz--\r\n')])],
]

test.each(cases)(
  'an upload with %s is told the request is invalid, with nothing logged as an error',
  async (_name, type, payload) => {
    lines.length = 0
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/index/upload_voucher',
      headers: { token: player.token, vuelang: 'en', 'content-type': type },
      payload,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: Code.BadRequest, data: null, msg: expect.any(String) })
    const en = response.json().msg
    expect(en).not.toMatch(/boundary|multipart|Unexpected end/i)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  },
)
