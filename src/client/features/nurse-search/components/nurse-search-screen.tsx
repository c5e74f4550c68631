import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { NurseSearch } from './nurse-search.tsx'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '12' } })
const title = css({ textStyle: 'h1', textWrap: 'balance' })
const lead = css({ mt: '3', mb: { base: '6', md: '8' }, textStyle: 'lead', color: 'fg.muted', maxW: 'prose' })
const footnote = css({
  mt: { base: '8', md: '12' },
  textStyle: 'small',
  color: 'fg.muted',
  maxW: 'prose',
  '& a': { textDecoration: 'underline' },
})

/** /search-nurse (docs/product.md#routes, public): a patient or a relative finds a home nurse who takes new patients. */
export function NurseSearchScreen() {
  return (
    <div className={page}>
      <h1 className={title}>
        <Trans>Trouver une infirmière ou un infirmier à domicile</Trans>
      </h1>
      <p className={lead}>
        <Trans>
          Indiquez la commune du patient et les soins dont il a besoin : vous verrez les infirmiers libéraux qui y interviennent
          et acceptent de nouveaux patients, du plus proche au plus éloigné. Sans compte.
        </Trans>
      </p>
      <noscript>
        <p className={css({ mb: '4', color: 'fg.muted' })}>
          <Trans>La recherche a besoin de JavaScript, qui semble désactivé dans votre navigateur.</Trans>
        </p>
      </noscript>
      <NurseSearch />
      <p className={footnote}>
        <Trans>
          <strong>Urgence médicale :</strong> appelez le 15 ou le 112. Relève ne donne pas d’avis médical et ne classe pas les
          infirmiers : l’ordre des résultats ne dépend que de la distance. Voir{' '}
          <Link to={paths.privacySecurity}>Confidentialité et sécurité</Link>.
        </Trans>
      </p>
    </div>
  )
}
