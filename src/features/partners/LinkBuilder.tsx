import { useState } from 'react'
import { SUB_ID_MAX_LENGTH, SUB_ID_SLOTS } from '../../contract/partners-values'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { copyText } from '../../ui/clipboard'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import { QrCode } from '../qr/QrCode'
import { type SubIds, trackedLink } from './tracked-link'

const css = `
.ficha-link-builder { display: grid; gap: calc(var(--ficha-space) * 3); }
.ficha-link-builder__subs { display: grid; gap: calc(var(--ficha-space) * 2); grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); }
.ficha-link-builder__link { margin: 0; padding: calc(var(--ficha-space) * 2); border-radius: var(--ficha-radius-sm); background: var(--ficha-surface-sunken); font-size: var(--ficha-font-size-xs); overflow-wrap: anywhere; user-select: all; }
.ficha-link-builder__qr { justify-self: center; }
`

/** The sub-id fields by name: sub1 to sub5. */
const SLOTS = Array.from({ length: SUB_ID_SLOTS }, (_, slot) => `sub${slot + 1}`)

export interface LinkBuilderProps {
  /** The partner's id. */
  partner: number
  /** The portal's address the link opens. */
  base: string
  /** The sub-ids to start with, sub1 first. */
  initial?: SubIds
}

/**
 * Builds a partner's tracked link as the sub-ids are typed (the portal's address, the partner's id, sub1 to
 * sub5), with a copy action and its QR code: in the partner area and in <ficha-partner-link>.
 */
export function LinkBuilder({ partner, base, initial = [] }: LinkBuilderProps) {
  useStyles(css)
  const t = useT()
  const [subs, setSubs] = useState<string[]>(() =>
    Array.from({ length: SUB_ID_SLOTS }, (_, slot) => initial[slot] ?? ''),
  )
  const [copied, setCopied] = useState<boolean | null>(null)
  const link = trackedLink(base, partner, subs)
  return (
    <div className="ficha-link-builder" part="builder">
      <div className="ficha-link-builder__subs">
        {SLOTS.map((name, slot) => (
          <TextField
            key={name}
            label={t('partnerLink.sub', { n: slot + 1 })}
            value={subs[slot] ?? ''}
            maxLength={SUB_ID_MAX_LENGTH}
            name={name}
            onChange={(next) => {
              setCopied(null)
              setSubs(subs.map((old, at) => (at === slot ? next : old)))
            }}
          />
        ))}
      </div>
      <p className="ficha-link-builder__link" part="link" data-link={link}>
        {link}
      </p>
      <Button block onClick={async () => setCopied(await copyText(link))}>
        {t('partnerLink.copy')}
      </Button>
      <p role="status" className="ficha-field__hint">
        {copied === null ? '' : t(copied ? 'partnerLink.copied' : 'msg.copyFailed')}
      </p>
      <div className="ficha-link-builder__qr">
        <QrCode value={link} label={t('partnerLink.qr')} size={168} />
      </div>
    </div>
  )
}
