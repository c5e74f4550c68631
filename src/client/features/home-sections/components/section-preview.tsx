import { Trans } from '@lingui/react/macro'
import type { PublicHomeSection } from '#shared/home-sections.ts'
import { renderHomeSectionsHtml } from '#shared/home-sections-html.ts'
import { css } from '#styled/css'
import { homeSectionsStyles } from './home-sections-styles.ts'

function render(sections: PublicHomeSection[]): string | null {
  try {
    return renderHomeSectionsHtml(sections)
  } catch {
    // A form half filled in: nothing to draw yet.
    return null
  }
}

/**
 * Sections drawn exactly as the home page draws them (the same renderer and styles), in a frame.
 * Links inside are inert here: the preview is to look at.
 */
export function SectionPreview({ sections }: { sections: PublicHomeSection[] }) {
  const html = render(sections)
  return (
    <div
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: 'bg.canvas',
        '& a': { pointerEvents: 'none' },
      })}
      // The preview repeats the form's content: announced once is enough.
      aria-hidden="true"
      inert
    >
      {html ? (
        // The shared renderer escapes every text and checks every link.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        <div className={homeSectionsStyles} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={css({ p: '6', color: 'fg.muted' })}>
          <Trans>L’aperçu s’affiche quand la section a du contenu.</Trans>
        </p>
      )}
    </div>
  )
}
