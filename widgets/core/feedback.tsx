import { type ReactNode, useState } from 'react'
import { FeedbackHost, FeedbackProvider } from '../../src/ui/FeedbackHost'
import { createFeedback } from '../../src/ui/feedback'

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
