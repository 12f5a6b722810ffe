import { type ReactNode, useState } from 'react'
import { FeedbackHost } from '../../src/ui/FeedbackHost'
import { createFeedback } from '../../src/ui/feedback'
import { FeedbackProvider } from '../../src/ui/feedback-context'

/** The element's own toast, notice and confirm dialog, shown inside its shadow root. */
export function WithFeedback({ children }: { children: ReactNode }) {
  const [feedback] = useState(createFeedback)
  return (
    <FeedbackProvider feedback={feedback}>
      {children}
      <FeedbackHost />
    </FeedbackProvider>
  )
}
