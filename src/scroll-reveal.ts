/** The sections that reveal: the page's own top-level sections (src/styles/reveal.css). */
const SECTIONS = '#main section'
const HIDDEN = 'reveal'
const SHOWN = 'reveal--shown'

export type RevealHost = Pick<Window, 'innerHeight' | 'matchMedia'> & { document: Pick<Document, 'querySelectorAll'>; IntersectionObserver?: typeof IntersectionObserver }

/**
 * LAYOUT-11: each top-level section of the page still below the screen is marked to rise in when it scrolls into
 * view (one IntersectionObserver). The server's HTML hides nothing, so a visitor without JavaScript, a crawler and one
 * who prefers reduced motion see every section as it is; a transform moves no other box, so nothing shifts. Called
 * again after a navigation, it marks the new page's sections. Returns a function that stops it.
 */
export function revealSections(host: RevealHost = window): () => void {
  if (!host.IntersectionObserver || host.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {}
  const observer = new host.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      entry.target.classList.add(SHOWN)
      observer.unobserve(entry.target)
    }
  })
  for (const section of host.document.querySelectorAll(SECTIONS)) {
    if (section.parentElement?.closest('section') || section.classList.contains(SHOWN)) continue
    // A section marked before a navigation that kept it is watched again; one on the screen stays as it is.
    if (!section.classList.contains(HIDDEN)) {
      if (section.getBoundingClientRect().top < host.innerHeight) continue
      section.classList.add(HIDDEN)
    }
    observer.observe(section)
  }
  return () => observer.disconnect()
}
