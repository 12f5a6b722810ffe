/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import { Icon } from './Icon'

interface SheetProps {
  open: boolean
  title: string
  closeLabel: string
  onClose: () => void
  children: ComponentChildren
}

/** A bottom sheet on the native modal dialog: focus kept inside, Escape and the backdrop close it. */
export function Sheet({ open, title, closeLabel, onClose, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop closes; Escape does natively
    <dialog
      ref={dialog}
      class="sheet"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
    >
      <div class="sheet__head">
        <h2 class="sheet__title">{title}</h2>
        <button type="button" class="icon-button" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {/* Mounted while open, so each opening starts from the current state of the game. */}
      {open ? <div class="sheet__body">{children}</div> : null}
    </dialog>
  )
}
