import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { redeemHandoff } from './app/handoff'
import { startServiceWorker } from './app/service-worker'
import { startPortal } from './app/startup'

await redeemHandoff()
startPortal()
startServiceWorker()

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
