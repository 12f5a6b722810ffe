import type { ApiClient } from '../../api/types'
import type { UploadedImage } from '../../contract/money'

/**
 * Sends a picture (a transfer screenshot, a payment QR code) and gives its upload id. The same File is
 * sent once: a retried form reuses the id of the earlier upload.
 */
export function createUploader(api: ApiClient) {
  const sent = new WeakMap<File, Promise<UploadedImage>>()
  return (file: File): Promise<UploadedImage> => {
    const earlier = sent.get(file)
    if (earlier) return earlier
    const form = new FormData()
    form.append('file', file, file.name)
    const upload = api.post('index/upload_voucher', form)
    // A failed upload is tried again on the next submit.
    upload.catch(() => {
      if (sent.get(file) === upload) sent.delete(file)
    })
    sent.set(file, upload)
    return upload
  }
}
