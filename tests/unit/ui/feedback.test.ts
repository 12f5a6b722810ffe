import { NOTIFY_DURATION_MS, TOAST_DURATION_MS } from '@src/constants'
import { createFeedback } from '@src/ui/feedback'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
})

describe('createFeedback', () => {
  it('shows a toast for 2500 ms; a newer one replaces it and keeps its own time', () => {
    vi.useFakeTimers()
    const feedback = createFeedback()
    feedback.toast('first')
    vi.advanceTimersByTime(1000)
    feedback.toast('second')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000)
    expect(feedback.$toast.get()?.message).toBe('second')
    vi.advanceTimersByTime(1000)
    expect(feedback.$toast.get()).toBeNull()
  })

  it('shows a notice for 3000 ms', () => {
    vi.useFakeTimers()
    const feedback = createFeedback()
    feedback.notify('saved', 'success')
    expect(feedback.$notice.get()).toMatchObject({ message: 'saved', kind: 'success' })
    vi.advanceTimersByTime(NOTIFY_DURATION_MS)
    expect(feedback.$notice.get()).toBeNull()
  })

  it('queues confirm dialogs and resolves each with the answer', async () => {
    const feedback = createFeedback()
    const first = feedback.confirm('one?')
    const second = feedback.confirm('two?', { confirmText: 'Yes' })
    const [a, b] = feedback.$dialogs.get()
    expect(feedback.$dialogs.get()).toHaveLength(2)
    feedback.answer(a?.id ?? 0, true)
    feedback.answer(b?.id ?? 0, false)
    await expect(first).resolves.toBe(true)
    await expect(second).resolves.toBe(false)
    expect(feedback.$dialogs.get()).toHaveLength(0)
  })
})
