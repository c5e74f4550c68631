import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { LoadFailure } from '#client/entities/back-office/list-states.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { ExternalLinkIcon, PlusIcon } from '#client/ui/icons.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { PublicHomeSection } from '#shared/home-sections.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useAdminHomeSections, useReorderHomeSections, useSetHomeSectionPublished } from '../api/admin-sections.ts'
import { SectionPreview } from './section-preview.tsx'
import { SectionsList } from './sections-list.tsx'

/** /dashboard/admin/home-management (admin guard): the home page's sections, their order, what is published. */
export function HomeManagementScreen() {
  const { t } = useLingui()
  const sections = useAdminHomeSections()
  const reorder = useReorderHomeSections()
  const publish = useSetHomeSectionPublished()
  const feedback = useAdminFeedback()
  const published = (sections.data?.sections ?? []).filter((section) => section.published)

  const actions = (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button variant="outline" disabled={published.length === 0}>
            <Trans>Aperçu</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Popup className={css({ maxW: '72rem', w: 'full' })}>
          <Dialog.Header>
            <Dialog.Title>{t`Aperçu de la page d’accueil`}</Dialog.Title>
            <Dialog.Description>{t`Les sections publiées, dans l’ordre où la page d’accueil les montre.`}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={css({ maxH: '70vh', overflowY: 'auto' })}>
            <SectionPreview sections={published as unknown as PublicHomeSection[]} />
          </Dialog.Body>
        </Dialog.Popup>
      </Dialog.Root>
      <Button asChild variant="outline">
        <a href={paths.home} target="_blank" rel="noopener">
          <Trans>Voir la page d’accueil</Trans>
          <ExternalLinkIcon />
        </a>
      </Button>
      <Button asChild>
        <Link to={paths.adminHomeSectionCreate}>
          <PlusIcon />
          <Trans>Nouvelle section</Trans>
        </Link>
      </Button>
    </div>
  )

  return (
    <AdminPage
      title={<Trans>Page d’accueil</Trans>}
      backTo={paths.admin}
      backLabel={<Trans>Administration</Trans>}
      actions={actions}
      busy={sections.isPending}
    >
      <Text tone="muted" className={css({ mb: '6', maxW: '48rem' })}>
        <Trans>
          La page d’accueil montre les sections publiées, dans cet ordre, dès la requête suivante : sans nouvelle version du site.
          Son contenu d’origine est fait de sections comme les autres, à modifier, déplacer ou retirer. Une page a un seul en-tête
          : en publier un retire l’autre de la page.
        </Trans>
      </Text>
      {sections.isPending ? (
        <SkeletonText lines={5} />
      ) : sections.isError ? (
        <LoadFailure
          message={<Trans>Les sections n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.</Trans>}
          retrying={sections.isFetching}
          onRetry={() => void sections.refetch()}
        />
      ) : sections.data.sections.length === 0 ? (
        <SimpleEmptyState
          title={<Trans>Aucune section</Trans>}
          description={<Trans>La page d’accueil montre son contenu d’origine.</Trans>}
          action={
            <Button asChild>
              <Link to={paths.adminHomeSectionCreate}>
                <Trans>Nouvelle section</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <SectionsList
          sections={sections.data.sections}
          busy={reorder.isPending}
          onReorder={(ids) => reorder.mutate(ids, { onSuccess: feedback.saved, onError: feedback.saveFailed })}
          onPublish={(id, value) =>
            publish.mutate({ id, published: value }, { onSuccess: feedback.saved, onError: feedback.saveFailed })
          }
        />
      )}
    </AdminPage>
  )
}
