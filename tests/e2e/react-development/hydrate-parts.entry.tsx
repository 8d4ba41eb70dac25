import { hydrateRoot } from 'react-dom/client'
import { PartsPage } from './parts-page'

hydrateRoot(document.getElementById('root')!, <PartsPage />)
// The visitor does something while React hydrates the parts one by one: every gate opens at once.
for (const delay of [0, 1, 2, 4, 8]) setTimeout(() => window.dispatchEvent(new Event('focusin')), delay)
