import { createFeedback } from '@src/ui/feedback'
import { FeedbackProvider } from '@src/ui/feedback-context'
import { act as preactAct } from 'preact/test-utils'
import type { ReactNode } from 'react'
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { vi } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/**
 * React's act, or Preact's where React's names are @preact/compat (the 'widgets' project), which has none:
 * the feature components' tests run unchanged in both builds.
 */
export const act: (work: () => Promise<void> | void) => Promise<void> =
  typeof (React as { act?: unknown }).act === 'function'
    ? (work) => Promise.resolve((React as unknown as { act: typeof preactAct }).act(work))
    : (work) => Promise.resolve(preactAct(work))

/** Which renderer runs these tests: React, or Preact under React's names. */
export const renderer = (): 'react' | 'preact/compat' =>
  typeof (React as { act?: unknown }).act === 'function' ? 'react' : 'preact/compat'

const mounted = new Set<() => Promise<void>>()

/** Unmounts whatever render() mounted (its requests are cancelled) and empties the document. */
export async function cleanup() {
  for (const unmount of mounted) await unmount()
  mounted.clear()
  document.body.replaceChildren()
}

/** Renders `node` into the document with a feedback host, as the portal and the elements give one. */
export async function render(node: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(() => root.render(<FeedbackProvider feedback={createFeedback()}>{node}</FeedbackProvider>))
  const unmount = () => act(() => root.unmount())
  mounted.add(unmount)
  return { container, unmount }
}

/** Types `text` into a field as a player would: React hears the input event, its value tracker sees a change. */
export const type = (field: HTMLInputElement, text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })

/** Lets requests answer and the renders that follow them finish. */
export const settle = (ms = 60) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

/**
 * vi.waitFor for what a component shows once its requests answer. Those renders come from the network, not
 * from the test, so no act() can hold them: React's scheduler runs them meanwhile, with act's warnings off,
 * then the last ones settle inside act.
 */
export async function waitFor<T>(check: () => T, timeout = 5_000): Promise<T> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false
  try {
    return await vi.waitFor(check, { timeout })
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    await settle(0)
  }
}
