/**
 * Inside the frame page only (widgets/ficha-frame.ts sets it): how an element opens the portal. The page
 * around the frame decides (its element sends ficha-navigate); the frame then makes the hand-off code and
 * navigates the top window, so the code never passes through the partner's document.
 */
export interface FrameBridge {
  navigate(url: URL, handoffCode: () => Promise<string | undefined>): void
}

let bridge: FrameBridge | undefined

export const setFrameBridge = (next: FrameBridge): void => {
  bridge = next
}

export const frameBridge = (): FrameBridge | undefined => bridge
