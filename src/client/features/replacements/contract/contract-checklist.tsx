import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { safeStorage, storageKeys } from '#client/lib/storage-keys.ts'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import { css } from '#styled/css'
import { formatDay } from '../replacement-dates.ts'

/** What to do around the contract, in order (docs/product.md#contract: the Ordre council, the CPAM). */
const steps = [
  { id: 'sign', label: msg`Relire le contrat, compléter les blancs et le signer en deux exemplaires avant le premier jour.` },
  { id: 'ordre', label: msg`Envoyer une copie signée au conseil départemental de l’Ordre des infirmiers.` },
  { id: 'authorisation', label: msg`Vérifier que l’autorisation de remplacement couvre toute la période.` },
  { id: 'cpam', label: msg`Prévenir la caisse primaire d’assurance maladie (CPAM) du remplacement et de ses dates.` },
  {
    id: 'billing',
    label: msg`Préparer la facturation : carte CPS du remplaçant, feuilles de soins et logiciel du titulaire.`,
  },
  { id: 'insurance', label: msg`Échanger les attestations d’assurance responsabilité civile professionnelle.` },
  { id: 'handover', label: msg`Organiser la transmission : clés, tournées, dossiers de soins et contacts utiles.` },
] as const satisfies readonly { id: string; label: MessageDescriptor }[]

type StepId = (typeof steps)[number]['id']

function readTicked(applicationId: number): Set<StepId> {
  try {
    const saved = JSON.parse(safeStorage('local')?.getItem(storageKeys.contractChecklist(applicationId)) ?? '[]')
    return new Set(Array.isArray(saved) ? saved.filter((id): id is StepId => steps.some((step) => step.id === id)) : [])
  } catch {
    return new Set()
  }
}

/**
 * The steps around a replacement contract, ticked on this device (kept across visits and
 * offline, wiped at logout with the rest of the personal data).
 */
export function ContractChecklist({ contract }: { contract: ReplacementContract }) {
  const { i18n } = useLingui()
  const [ticked, setTicked] = useState(() => readTicked(contract.application_id))
  const expires = contract.nurse.replacement_authorisation_expires_on
  const lastDay = contract.days.at(-1)
  const expiresOn = expires ? formatDay(i18n.locale, expires) : ''
  const total = steps.length
  const done = ticked.size

  function toggle(id: StepId, checked: boolean) {
    const next = new Set(ticked)
    if (checked) next.add(id)
    else next.delete(id)
    setTicked(next)
    safeStorage('local')?.setItem(storageKeys.contractChecklist(contract.application_id), JSON.stringify([...next]))
  }

  return (
    <section
      aria-labelledby="contract-checklist"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', _print: { display: 'none' } })}
    >
      <Heading level={2} size="h3" id="contract-checklist">
        <Trans>Avant le premier jour</Trans>
      </Heading>
      <Text size="small" tone="muted">
        <Plural
          value={done}
          one={`# étape faite sur ${total}, notée sur cet appareil.`}
          other={`# étapes faites sur ${total}, notées sur cet appareil.`}
        />
      </Text>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {steps.map((step) => (
          <li key={step.id}>
            <SimpleCheckbox
              checked={ticked.has(step.id)}
              onCheckedChange={(details) => toggle(step.id, details.checked === true)}
            >
              {i18n._(step.label)}
              {step.id === 'authorisation' ? (
                <span
                  className={css({
                    display: 'block',
                    color: expires && lastDay && expires >= lastDay ? 'fg.muted' : 'fg.warning',
                  })}
                >
                  {expires ? <Trans>Valable jusqu’au {expiresOn}.</Trans> : <Trans>Date de fin non renseignée.</Trans>}
                </span>
              ) : null}
            </SimpleCheckbox>
          </li>
        ))}
      </ul>
    </section>
  )
}
