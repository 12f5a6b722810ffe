import { useEffect, useState } from 'react'
import { useT } from '../../i18n/react'
import { $token } from '../../session/store'
import { Skeleton } from '../../ui/states'

type Loaded = { status: 'loading' | 'error' } | { status: 'ready'; src: string }

/**
 * A private picture (a transfer screenshot, a payment QR code) that the server shows only with the token
 * header, which an <img src> cannot send: fetched here and shown through a blob URL, released when it goes.
 */
export function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const t = useT()
  const [image, setImage] = useState<Loaded>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    let src: string | null = null
    setImage({ status: 'loading' })
    fetch(url, { headers: { token: $token.get() }, signal: controller.signal })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        src = URL.createObjectURL(blob)
        setImage({ status: 'ready', src })
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ status: 'error' })
      })
    return () => {
      controller.abort()
      if (src) URL.revokeObjectURL(src)
    }
  }, [url])

  if (image.status === 'ready') return <img className="ficha-image-pick__preview" src={image.src} alt={alt} />
  if (image.status === 'error') return <p className="ficha-money-error">{t('money.imageFailed')}</p>
  return <Skeleton height={160} />
}
