import type { ApiClient } from '@src/api/types'
import { createUploader } from '@src/features/money/upload'
import { describe, expect, it, vi } from 'vitest'

const image = (name: string) => new File(['png'], name, { type: 'image/png' })

describe('createUploader', () => {
  it('sends a file once as multipart: a retried form reuses the upload id', async () => {
    const post = vi.fn(async () => ({
      id: 'up-1',
      url: '/api/index/upload/up-1',
      type: 'image/png',
      size: 3,
    }))
    const upload = createUploader({ post } as unknown as ApiClient)
    const file = image('shot.png')
    expect((await upload(file)).id).toBe('up-1')
    expect((await upload(file)).id).toBe('up-1')
    expect(post).toHaveBeenCalledTimes(1)
    const [path, form] = post.mock.calls[0] as unknown as [string, FormData]
    expect(path).toBe('index/upload_voucher')
    expect(form.get('file')).toBeInstanceOf(File)
  })

  it('tries a failed upload again, and a new file gets its own upload', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new Error('Backend interface connection exception'))
      .mockResolvedValue({ id: 'up-2' })
    const upload = createUploader({ post } as unknown as ApiClient)
    const file = image('shot.png')
    await expect(upload(file)).rejects.toThrow()
    expect((await upload(file)).id).toBe('up-2')
    await upload(image('other.png'))
    expect(post).toHaveBeenCalledTimes(3)
  })
})
