import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import { NOTIFY_DURATION_MS, TOAST_DURATION_MS } from '../constants'

type NoticeKind = 'info' | 'success' | 'warning' | 'error'

interface ToastState {
  id: number
  message: string
}

interface NoticeState extends ToastState {
  kind: NoticeKind
}

interface ConfirmOptions {
  title?: string
  /** Default: the translated common.confirm. */
  confirmText?: string
  /** Default: the translated common.cancel; null hides the cancel button. */
  cancelText?: string | null
}

export interface DialogState extends ConfirmOptions {
  id: number
  message: string
  resolve: (confirmed: boolean) => void
}

/**
 * Toast, notify and confirm for one UI root: the portal has one, each widget its own, so that a message
 * shows once, where the player is looking. Framework-free so the API client can call it.
 */
export interface Feedback {
  $toast: ReadableAtom<ToastState | null>
  $notice: ReadableAtom<NoticeState | null>
  $dialogs: ReadableAtom<DialogState[]>
  toast(message: string, durationMs?: number): void
  notify(message: string, kind?: NoticeKind, durationMs?: number): void
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>
  /** Closes a dialog with the player's answer. */
  answer(id: number, confirmed: boolean): void
}

export function createFeedback(): Feedback {
  let nextId = 1
  const $toast = atom<ToastState | null>(null)
  const $notice = atom<NoticeState | null>(null)
  const $dialogs = atom<DialogState[]>([])

  // A newer message replaces the one on screen, as a native toast does.
  const show = <T extends ToastState>(store: WritableAtom<T | null>, value: T, ms: number) => {
    store.set(value)
    setTimeout(() => {
      if (store.get()?.id === value.id) store.set(null)
    }, ms)
  }

  return {
    $toast,
    $notice,
    $dialogs,
    toast: (message, durationMs = TOAST_DURATION_MS) => show($toast, { id: nextId++, message }, durationMs),
    notify: (message, kind = 'info', durationMs = NOTIFY_DURATION_MS) =>
      show($notice, { id: nextId++, message, kind }, durationMs),
    confirm: (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        $dialogs.set([...$dialogs.get(), { ...options, id: nextId++, message, resolve }])
      }),
    answer: (id, confirmed) => {
      const dialog = $dialogs.get().find((d) => d.id === id)
      if (!dialog) return
      $dialogs.set($dialogs.get().filter((d) => d.id !== id))
      dialog.resolve(confirmed)
    },
  }
}
