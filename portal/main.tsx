import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { redeemHandoff } from './app/handoff'
import { $location } from './app/location'
import { findRoute } from './app/routes'
import { startServiceWorker } from './app/service-worker'
import { startPortal } from './app/startup'

await redeemHandoff()
startPortal()
// The first page's chunk downloads while React renders the frame (PageView's own load then finds it ready;
// a failure here is PageView's to report).
findRoute($location.get().path)
  ?.load()
  .catch(() => {})
startServiceWorker()

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')
const root = createRoot(container)
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task; the HTML shell stays on screen until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
