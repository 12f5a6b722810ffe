import { createFeedback } from '../../src/ui/feedback'

/** The portal's toast, notify and confirm (rendered by the frame's FeedbackHost). */
export const feedback = createFeedback()
