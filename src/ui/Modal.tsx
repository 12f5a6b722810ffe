import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { useT } from '../i18n/react'
import { Icon } from './icons'
import { modalCss } from './modal.styles'
import { useStyles } from './styles'

export interface ModalProps {
  title?: ReactNode
  /** 'center' for dialogs, 'sheet' for pickers and forms that rise from the bottom. */
  variant?: 'center' | 'sheet'
  /** Called on Escape and, when dismissible, on the close button or a tap outside the panel. */
  onClose: () => void
  dismissible?: boolean
  children: ReactNode
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, handles Escape and puts
 * the dialog in the top layer (above the tab bar, also inside a widget's shadow root). Mounted = open.
 */
export function Modal({ title, variant = 'center', onClose, dismissible = false, children }: ModalProps) {
  useStyles(modalCss)
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    return () => dialog.close?.()
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel) or the close button
    <dialog
      ref={ref}
      className={`ficha-modal ficha-modal--${variant}`}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, outside the panel, is a click on the backdrop.
        if (dismissible && event.target === ref.current) onClose()
      }}
    >
      <div className="ficha-modal__panel">
        {dismissible ? (
          <button
            type="button"
            className="ficha-modal__close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        ) : null}
        {title ? (
          <h2 id={titleId} className="ficha-modal__title">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </dialog>
  )
}
