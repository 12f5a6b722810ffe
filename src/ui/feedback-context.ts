import { createContext, createElement, type ReactNode, useContext } from 'react'
import type { Feedback } from './feedback'

const FeedbackContext = createContext<Feedback | null>(null)

/**
 * Gives the subtree its toast, notify and confirm (one per UI root: the portal, or one widget); the
 * root's FeedbackHost renders them.
 */
export const FeedbackProvider = ({ feedback, children }: { feedback: Feedback; children: ReactNode }) =>
  createElement(FeedbackContext.Provider, { value: feedback }, children)

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext)
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it')
  return feedback
}
