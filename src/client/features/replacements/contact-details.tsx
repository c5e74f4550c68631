import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { MailIcon, PhoneIcon } from '#client/ui/icons.tsx'
import { Link } from '#client/ui/link.tsx'
import { displayPhone } from '#shared/phone.ts'
import type { PartyContact } from '#shared/replacements.ts'
import { css } from '#styled/css'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.brandSubtle',
  textStyle: 'small',
})
const line = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  // A long address wraps anywhere rather than pushing the card wider than the phone.
  overflowWrap: 'anywhere',
  '& svg': { w: '4', h: '4', flexShrink: '0', color: 'fg.muted' },
})

/**
 * How to reach the other nurse of an accepted replacement: their phone (tap to call) and e-mail.
 * The server gives these to the two parties only, once the application is accepted.
 */
export function ContactDetails({
  name,
  contact,
  headingLevel = 3,
}: {
  name: string
  contact: PartyContact
  headingLevel?: 2 | 3 | 4 | 5
}) {
  const id = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section aria-labelledby={id} className={box}>
      <Heading id={id} className={css({ fontWeight: 'semibold' })}>
        <Trans>Pour joindre {name}</Trans>
      </Heading>
      {contact.phone ? (
        <p className={line}>
          <PhoneIcon />
          <Link href={`tel:${contact.phone}`}>{displayPhone(contact.phone)}</Link>
        </p>
      ) : (
        <p className={line}>
          <PhoneIcon />
          <span className={css({ color: 'fg.muted' })}>
            <Trans>Téléphone non renseigné</Trans>
          </span>
        </p>
      )}
      <p className={line}>
        <MailIcon />
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      </p>
    </section>
  )
}
