import { useStore } from '@nanostores/react'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useT } from '../i18n/react'
import { Button } from './Button'
import type { DialogState, Feedback } from './feedback'
import { feedbackCss } from './feedback.styles'
import { useFeedback } from './feedback-context'
import { Modal } from './Modal'
import { useStyles } from './styles'

/** Renders the current toast, notice and confirm dialog of the nearest FeedbackProvider. */
export function FeedbackHost() {
  useStyles(feedbackCss)
  const feedback = useFeedback()
  const toast = useStore(feedback.$toast)
  const notice = useStore(feedback.$notice)
  const dialog = useStore(feedback.$dialogs)[0]
  return (
    <>
      {notice ? (
        <TopLayer key={notice.id} className={`ficha-notice ficha-notice--${notice.kind}`}>
          {notice.message}
        </TopLayer>
      ) : null}
      {dialog ? <ConfirmDialog key={dialog.id} dialog={dialog} answer={feedback.answer} /> : null}
      {toast ? (
        <TopLayer key={toast.id} className="ficha-toast">
          {toast.message}
        </TopLayer>
      ) : null}
    </>
  )
}

/** A status message shown as a manual popover so it stays above an open modal (both are in the top layer). */
function TopLayer({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (element && typeof element.showPopover === 'function') element.showPopover()
  }, [])
  return (
    <div ref={ref} popover="manual" className={className} role="status" aria-live="polite">
      {children}
    </div>
  )
}

function ConfirmDialog({ dialog, answer }: { dialog: DialogState; answer: Feedback['answer'] }) {
  const t = useT()
  const cancelText = dialog.cancelText === undefined ? t('common.cancel') : dialog.cancelText
  return (
    <Modal title={dialog.title} onClose={() => answer(dialog.id, false)}>
      <p className="ficha-confirm__message">{dialog.message}</p>
      <div className="ficha-confirm__actions">
        {cancelText !== null ? (
          <Button variant="secondary" onClick={() => answer(dialog.id, false)}>
            {cancelText}
          </Button>
        ) : null}
        <Button onClick={() => answer(dialog.id, true)}>{dialog.confirmText ?? t('common.confirm')}</Button>
      </div>
    </Modal>
  )
}
