import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PartsPage } from './parts-page'

// As src/entry-client.tsx hydrates the app.
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <PartsPage />)
})
