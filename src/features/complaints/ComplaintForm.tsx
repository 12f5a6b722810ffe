import { type FormEvent, type ReactNode, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { COMPLAINT_ATTACHMENTS_MAX, COMPLAINT_TEXT_MAX } from '../../contract/complaints-values'
import { UPLOAD_MAX_BYTES } from '../../contract/money-values'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { FormError } from '../money/FormError'
import { ImagePicker } from '../money/ImagePicker'
import { MemoField } from '../money/MemoField'
import { createUploader } from '../money/upload'
import { useBusy } from '../money/use-busy'

/**
 * The words and up to three images of a complaint or a reply: the images are uploaded first
 * (index/upload_voucher), then `send` gets their ids. `children` go above the words (a subject).
 */
export function ComplaintForm({
  api,
  label,
  submit,
  send,
  children,
}: {
  api: ApiClient
  label: string
  submit: string
  send: (text: string, attachments: string[]) => Promise<unknown>
  children?: ReactNode
}) {
  const t = useT()
  const [upload] = useState(() => createUploader(api))
  const [text, setText] = useState('')
  const [files, setFiles] = useState<(File | null)[]>([null])
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useBusy()
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!text.trim()) {
      setError(t('code.1911'))
      return
    }
    setError(null)
    await run(async () => {
      const picked = files.filter((file): file is File => file !== null)
      const ids = await Promise.all(picked.map(async (file) => (await upload(file)).id))
      await send(text.trim(), ids)
      setText('')
      setFiles([null])
    })
  }
  return (
    <form className="ficha-money" noValidate onSubmit={onSubmit}>
      {children}
      <MemoField label={label} value={text} onChange={setText} maxLength={COMPLAINT_TEXT_MAX} />
      {files.map((file, index) => (
        <ImagePicker
          // biome-ignore lint/suspicious/noArrayIndexKey: the pickers only grow at the end
          key={index}
          label={t('complaints.image', { n: index + 1, max: COMPLAINT_ATTACHMENTS_MAX })}
          file={file}
          maxBytes={UPLOAD_MAX_BYTES}
          onChange={(picked) =>
            setFiles((prev) => {
              const next = prev.map((item, at) => (at === index ? picked : item))
              return next.length < COMPLAINT_ATTACHMENTS_MAX && next.every(Boolean) ? [...next, null] : next
            })
          }
        />
      ))}
      <FormError message={error} />
      <Button type="submit" block busy={busy}>
        {submit}
      </Button>
    </form>
  )
}
