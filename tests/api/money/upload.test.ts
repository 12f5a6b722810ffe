import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { UPLOADS_PER_HOUR } from '@server/services/money/uploads'
import { Code } from '@src/contract/codes'
import { UPLOAD_MAX_BYTES } from '@src/contract/money'
import { describe, expect, test } from 'vitest'
import { createPlayer, operatorToken, serverWithPlayer } from '../helpers'
import { JPEG, PNG, upload, WEBP } from './fixtures'

const given = serverWithPlayer()

const fetchImage = (url: string, token?: string) =>
  given.server.app.inject({ method: 'GET', url, headers: { vuelang: 'en', ...(token ? { token } : {}) } })

describe('index/upload_voucher', () => {
  test.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
  ])('stores an image by its content (%#) under a random name outside the web root', async (data, type) => {
    // The declared type and name lie: only the bytes count.
    const answer = await upload(
      given.server.app,
      given.player.token,
      data,
      'x.gif',
      'application/octet-stream',
    )
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/api/index/upload/${answer.data.id}`,
      type,
      size: data.length,
    })
    const stored = join(given.server.app.config.uploadDir, answer.data.id)
    expect(existsSync(stored)).toBe(true)
    expect(resolve(stored).startsWith(resolve('dist'))).toBe(false)
  })

  test('a .png name with other content is refused', async () => {
    const answer = await upload(
      given.server.app,
      given.player.token,
      Buffer.from('<svg onload=alert(1)>'),
      'shot.png',
    )
    expect(answer).toEqual({
      code: Code.UploadType,
      data: null,
      msg: 'Only PNG, JPEG or WebP images can be uploaded.',
    })
  })

  test('an image of exactly 5 MB is accepted (the JSON body limit does not apply)', async () => {
    const full = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)])
    expect((await upload(given.server.app, given.player.token, full)).data).toMatchObject({
      size: UPLOAD_MAX_BYTES,
    })
  })

  test('an image over 5 MB is refused', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)])
    expect(await upload(given.server.app, given.player.token, big)).toEqual({
      code: Code.UploadTooLarge,
      data: null,
      msg: 'The image must be at most 5 MB.',
    })
  })

  test('no file, or not multipart: Please choose an image to upload.', async () => {
    const missing = { code: Code.UploadMissing, data: null, msg: 'Please choose an image to upload.' }
    expect(await upload(given.server.app, given.player.token, Buffer.alloc(0))).toEqual(missing)
    const json = await given.server.app.inject({
      method: 'POST',
      url: '/api/index/upload_voucher',
      headers: { token: given.player.token, vuelang: 'en' },
      payload: { file: 'x' },
    })
    expect(json.json()).toEqual(missing)
  })

  test('at most 30 images an hour per player', async () => {
    const busy = await createPlayer(given.server.app)
    for (let index = 0; index < UPLOADS_PER_HOUR; index++) {
      expect((await upload(given.server.app, busy.token, PNG)).code).toBe(Code.Ok)
    }
    expect(await upload(given.server.app, busy.token, PNG)).toEqual({
      code: Code.TooManyRequests,
      data: null,
      msg: 'Too many requests, please try again later.',
    })
  })

  test('needs a session', async () => {
    expect((await upload(given.server.app, undefined, PNG)).code).toBe(Code.SessionExpired)
  })
})

describe('GET /api/index/upload/:id', () => {
  test('serves the image to its owner and to the operator, as an image that is never sniffed or cached', async () => {
    const { data } = await upload(given.server.app, given.player.token, PNG)
    for (const token of [given.player.token, await operatorToken(given.server)]) {
      const response = await fetchImage(data.url, token)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.rawPayload.equals(PNG)).toBe(true)
    }
  })

  test('another player, an unknown id or a path trick get 404; no session gets 401', async () => {
    const { data } = await upload(given.server.app, given.player.token, PNG)
    const other = await createPlayer(given.server.app)
    expect((await fetchImage(data.url, other.token)).json()).toMatchObject({ code: Code.NotFound })
    expect(
      (await fetchImage(`/api/index/upload/${'0'.repeat(32)}`, given.player.token)).json(),
    ).toMatchObject({
      code: Code.NotFound,
    })
    expect(
      (await fetchImage('/api/index/upload/..%2F..%2Fpackage.json', given.player.token)).json(),
    ).toMatchObject({
      code: Code.NotFound,
    })
    expect((await fetchImage(data.url)).json()).toMatchObject({ code: Code.SessionExpired })
  })
})
