import { loadCurrentLanguage } from '@src/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'

/** The console's start: the operator's texts (the language stored on this device, zh by default), then the shell. */
async function start(): Promise<void> {
  await loadCurrentLanguage().catch(() => undefined)
  const container = document.getElementById('console')
  if (!container) throw new Error('index.html has no #console element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start()
