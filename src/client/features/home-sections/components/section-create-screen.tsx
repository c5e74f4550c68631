import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { generatePath, useNavigate } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { type HomeSectionKind, homeSectionKinds } from '#shared/home-sections.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useCreateHomeSection } from '../api/admin-sections.ts'
import { kindDescriptions, kindLabels } from './kind-labels.ts'
import { emptyBody } from './section-fields.ts'
import { SectionForm } from './section-form.tsx'

/** /dashboard/admin/home-management/create (admin guard): choose a kind, then fill it in. */
export function SectionCreateScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const create = useCreateHomeSection()
  const feedback = useAdminFeedback()
  const [kind, setKind] = useState<HomeSectionKind>('hero')

  return (
    <AdminPage
      title={<Trans>Nouvelle section</Trans>}
      backTo={paths.adminHomeManagement}
      backLabel={<Trans>Page d’accueil</Trans>}
    >
      <RadioGroup.Root
        value={kind}
        onValueChange={(details) => details.value && setKind(details.value as HomeSectionKind)}
        className={css({ mb: '8' })}
      >
        <RadioGroup.Label>
          <Trans>Type de section</Trans>
        </RadioGroup.Label>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3', mt: '2' })}>
          {homeSectionKinds.map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>
                <strong>{i18n._(kindLabels[value])}</strong>
                <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                  {i18n._(kindDescriptions[value])}
                </span>
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
      <SectionForm
        key={kind}
        kind={kind}
        initial={{ title: '', published: false, body: emptyBody(kind) }}
        pending={create.isPending}
        submitLabel={t`Créer la section`}
        onSubmit={(input, fail) =>
          create.mutate(input, {
            onSuccess: (created) => {
              feedback.saved()
              void navigate(generatePath(paths.adminHomeSection, { id: String(created.id) }))
            },
            onError: feedback.saveFailedFor(fail),
          })
        }
      />
    </AdminPage>
  )
}
