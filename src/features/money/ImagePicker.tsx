import { useEffect, useId, useMemo, useState } from 'react'
import { UPLOAD_TYPES } from '../../contract/money-values'
import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { checkImage } from './image'
import { moneyCss } from './money.styles'

export interface ImagePickerProps {
  label: string
  file: File | null
  onChange: (file: File | null) => void
  /** A message already translated (e.g. 'Please upload a screenshot of the transfer.'). */
  error?: string | null
  maxBytes: number
}

/** A URL showing the file while it is picked; revoked when it changes or the picker goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

/** Picks one picture (camera roll or camera), refuses other files and oversized ones, and shows it. */
export function ImagePicker({ label, file, onChange, error, maxBytes }: ImagePickerProps) {
  useStyles(moneyCss)
  const t = useT()
  const id = useId()
  const [refused, setRefused] = useState<string | null>(null)
  const preview = useObjectUrl(file)
  const message = refused ?? error
  return (
    <div className={`ficha-image-pick${message ? ' ficha-image-pick--invalid' : ''}`}>
      <label className="ficha-image-pick__label" htmlFor={id}>
        {label}
      </label>
      <div className="ficha-image-pick__box">
        {preview ? (
          <img className="ficha-image-pick__preview" src={preview} alt={t('money.preview')} />
        ) : (
          <>
            <Icon name="up" size={22} />
            <span>{t('money.pickImage')}</span>
          </>
        )}
        <input
          id={id}
          className="ficha-image-pick__input"
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (!picked) return
            const problem = checkImage(picked, maxBytes)
            setRefused(problem ? t(problem, { size: Math.round(maxBytes / 1024 / 1024) }) : null)
            onChange(problem ? null : picked)
          }}
        />
      </div>
      {preview ? <p className="ficha-money-note">{t('money.tapToReplace')}</p> : null}
      {message ? (
        <p id={`${id}-error`} className="ficha-money-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}
