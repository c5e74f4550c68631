import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import * as Field from '#client/ui/field.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { dateFormat } from '#shared/date-format.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useContractVerification } from './contract-signing-api.ts'

/** The SHA-256 (hex) of a file, computed in the browser: the file never leaves the device. */
async function fileSha256(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * /verify-contract/{sha256} (public): whether a PDF with this fingerprint was signed on Relève, by
 * whom and when — never its content. A PDF chosen here is hashed on the device, not sent.
 */
export function ContractVerificationScreen({ hash }: { hash: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const query = useContractVerification(hash)
  const when = (iso: string) => dateFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))
  const answer = query.data

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}>
      <h1 className={css({ textStyle: 'h2' })}>
        <Trans>Vérifier un contrat signé sur Relève</Trans>
      </h1>
      <Text size="small" tone="muted" className={css({ wordBreak: 'break-all' })}>
        <Trans>Empreinte SHA-256 : {hash}</Trans>
      </Text>
      {answer?.valid ? (
        <Notice tone="success" title={t`Ce PDF a été signé sur Relève`}>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '2' })}>
            {answer.signatures.map((signature) => {
              const name = signature.name
              const at = when(signature.signed_at)
              return (
                <li key={signature.role}>
                  {signature.role === 'holder' ? (
                    <Trans>
                      {name}, titulaire, a signé le {at}
                    </Trans>
                  ) : (
                    <Trans>
                      {name}, remplaçant·e, a signé le {at}
                    </Trans>
                  )}
                </li>
              )
            })}
          </ul>
          <Text size="small">
            <Trans>Document produit le {when(answer.produced_at)}. Son contenu n’est pas affiché ici.</Trans>
          </Text>
        </Notice>
      ) : answer ? (
        <Notice tone="warning" title={t`Aucun contrat signé ne correspond`}>
          <Trans>
            Aucun PDF signé sur Relève n’a cette empreinte : le fichier a peut-être été modifié, ou il ne vient pas de Relève.
          </Trans>
        </Notice>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()}>
          <Trans>La vérification n’a pas pu être faite.</Trans>
        </LoadFailed>
      ) : (
        <Loading label={<Trans>Vérification…</Trans>}>
          <SkeletonText lines={3} />
        </Loading>
      )}
      <Field.Root>
        <Field.Label>
          <Trans>Vérifier un autre fichier PDF</Trans>
        </Field.Label>
        <input
          type="file"
          accept="application/pdf"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0]
            if (file) void navigate(paths.verifyContract.replace(':hash', await fileSha256(file)))
          }}
        />
        <Field.HelperText>
          <Trans>Le fichier reste sur votre appareil : seule son empreinte est vérifiée.</Trans>
        </Field.HelperText>
      </Field.Root>
    </div>
  )
}
