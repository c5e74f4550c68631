import { useQuery } from '@tanstack/react-query'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Skeleton, SkeletonText } from '#client/ui/skeleton.tsx'
import { builtInHomeSections } from '#shared/home-sections-built-in.ts'
import { HOME_SECTIONS_ATTRIBUTE, renderHomeSectionsHtml } from '#shared/home-sections-html.ts'
import { css } from '#styled/css'
import { publishedHomeSectionsQuery } from '../api/published-sections.ts'
import { homeSectionsStyles } from './home-sections-styles.ts'

/** What the HTML the page was loaded with already says (read once, before React replaces it). */
type DocumentState = { kind: 'sections'; html: string } | { kind: 'default' } | null

let fromLoad: DocumentState | undefined
let loadConsumed = false

/**
 * The first render in the browser finds the page as the server sent it: with the admins' sections
 * written in (src/server/modules/home-sections/home-page.ts), or with the built-in content. That
 * answer is fresh (the home page is never cached), so it is used as it is, with no request, and
 * hydration finds the very markup it renders. Later visits inside the app ask the API. (Read once
 * and kept until the first commit, so that StrictMode's second call gets the same answer.)
 */
function readDocument(): DocumentState {
  if (typeof document === 'undefined') return { kind: 'default' }
  if (loadConsumed) return null
  if (fromLoad === undefined) {
    const root = document.getElementById('root')
    const sections = root?.querySelector(`[${HOME_SECTIONS_ATTRIBUTE}]`)
    if (sections) fromLoad = { kind: 'sections', html: sections.innerHTML }
    else if (root?.querySelector('[data-home-default]')) fromLoad = { kind: 'default' }
    else fromLoad = null
  }
  return fromLoad
}

function renderSafely(sections: Parameters<typeof renderHomeSectionsHtml>[0]): string | null {
  if (sections.length === 0) return null
  try {
    return renderHomeSectionsHtml(sections)
  } catch (error) {
    // An answer of an unexpected shape: the built-in content is better than a broken page.
    console.error('Home sections could not be rendered', error)
    return null
  }
}

/**
 * The home page's content: the sections admins published, in their order, or — while none is —
 * the built-in content (`fallback`), between the two markers the server looks for.
 */
export function HomeContent({ fallback }: { fallback: ReactNode }) {
  const [fromDocument] = useState(readDocument)
  useEffect(() => {
    loadConsumed = true
  }, [])
  const navigate = useNavigate()
  const query = useQuery({ ...publishedHomeSectionsQuery, enabled: fromDocument === null })

  let html: string | null
  if (fromDocument !== null) html = fromDocument.kind === 'sections' ? fromDocument.html : null
  else if (query.data) html = renderSafely(query.data.sections)
  else if (query.fetchStatus === 'fetching') {
    return (
      <div aria-busy="true" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: '16' })}>
        <Skeleton className={css({ h: '12', w: '2/3' })} />
        <SkeletonText lines={3} className={css({ mt: '6', maxW: '40rem' })} />
      </div>
    )
  } else html = null

  // Links inside the sections are plain HTML: those to our own pages navigate inside the app.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest?.('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    void navigate(href)
  }

  return (
    // The click handler only catches clicks on the links inside, which are keyboard reachable.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click event
    <div className={homeSectionsStyles} onClick={followInternalLink}>
      {html !== null ? (
        // The shared renderer escapes every text and checks every link: this HTML holds no markup
        // an admin typed. It is also the very HTML the server wrote into the page (hydration).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        <div {...{ [HOME_SECTIONS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      ) : (
        <>
          <span hidden data-home-default="start" />
          {fallback}
          <span hidden data-home-default="end" />
        </>
      )}
    </div>
  )
}

const builtInHtml = renderHomeSectionsHtml(builtInHomeSections)

/**
 * The home page's own content, drawn from the sections a fresh database is seeded with: what
 * the page shows with nothing published, and offline before any answer.
 */
export function BuiltInSections() {
  // The shared renderer escapes every text; these are the app's own sections.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
  return <div dangerouslySetInnerHTML={{ __html: builtInHtml }} />
}

/** Tests start each case as a fresh page load. */
export function resetDocumentRead() {
  fromLoad = undefined
  loadConsumed = false
}
