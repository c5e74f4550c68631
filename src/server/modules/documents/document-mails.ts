import type { DocumentKind } from '#shared/documents.ts'
import type { Locale } from '../../i18n/messages.ts'
import { greeting, type MailTemplate } from '../mail/mail-content.ts'

/** The mails of the verification documents (docs/product.md#verification-documents). */

const kindNames: Record<Locale, Record<DocumentKind, string>> = {
  fr: {
    diploma: 'diplôme d’État',
    ordre_attestation: 'attestation d’inscription à l’Ordre',
    insurance: 'attestation d’assurance responsabilité civile professionnelle',
    replacement_authorisation: 'autorisation de remplacement',
  },
  en: {
    diploma: 'state nursing diploma',
    ordre_attestation: 'Ordre registration attestation',
    insurance: 'professional liability insurance certificate',
    replacement_authorisation: 'replacement authorisation',
  },
}

const frenchDate = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

const DOCUMENTS_PATH = '/dashboard/settings?section=documents'

export interface DocumentApprovedData {
  name: string | null
  kind: DocumentKind
}

export const documentApprovedMail: MailTemplate<DocumentApprovedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Votre justificatif est approuvé',
      preheader: `Votre ${kindNames.fr[data.kind]} a été vérifié.`,
      heading: 'Justificatif approuvé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: `L’équipe Relève a vérifié et approuvé votre ${kindNames.fr[data.kind]}.` },
        { type: 'button', label: 'Voir mes justificatifs', url: link(DOCUMENTS_PATH) },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Your document is approved',
      preheader: `Your ${kindNames.en[data.kind]} was checked.`,
      heading: 'Document approved',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: `The Relève team checked and approved your ${kindNames.en[data.kind]}.` },
        { type: 'button', label: 'See my documents', url: link(DOCUMENTS_PATH) },
      ],
    }),
  },
}

export interface DocumentRejectedData {
  name: string | null
  kind: DocumentKind
  reason: string
}

export const documentRejectedMail: MailTemplate<DocumentRejectedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Votre justificatif n’a pas pu être validé',
      preheader: `Votre ${kindNames.fr[data.kind]} est refusé\u00a0: voici pourquoi.`,
      heading: 'Justificatif refusé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: `L’équipe Relève n’a pas pu valider votre ${kindNames.fr[data.kind]}, pour ce motif\u00a0:` },
        { type: 'quote', text: data.reason },
        { type: 'paragraph', text: 'Vous pouvez envoyer un nouveau document depuis vos paramètres.' },
        { type: 'button', label: 'Envoyer un nouveau document', url: link(DOCUMENTS_PATH) },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Your document could not be validated',
      preheader: `Your ${kindNames.en[data.kind]} was rejected: here is why.`,
      heading: 'Document rejected',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: `The Relève team could not validate your ${kindNames.en[data.kind]}, for this reason:` },
        { type: 'quote', text: data.reason },
        { type: 'paragraph', text: 'You can send a new document from your settings.' },
        { type: 'button', label: 'Send a new document', url: link(DOCUMENTS_PATH) },
      ],
    }),
  },
}

export interface DocumentExpiringData {
  name: string | null
  kind: DocumentKind
  expires_on: string
  days: number
}

export const documentExpiringMail: MailTemplate<DocumentExpiringData> = {
  render: {
    fr: (data, { link }) => ({
      subject: `Votre ${kindNames.fr[data.kind]} expire dans ${data.days}\u00a0jours`,
      preheader: `Fin de validité le ${frenchDate(data.expires_on, 'fr')}.`,
      heading: 'Un justificatif arrive à échéance',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Votre ${kindNames.fr[data.kind]} n’est plus valable après le ${frenchDate(data.expires_on, 'fr')}. Envoyez le nouveau document avant cette date\u00a0: sans lui, votre profil perdra sa validation.`,
        },
        { type: 'button', label: 'Envoyer le nouveau document', url: link(DOCUMENTS_PATH) },
      ],
    }),
    en: (data, { link }) => ({
      subject: `Your ${kindNames.en[data.kind]} expires in ${data.days} days`,
      preheader: `Valid until ${frenchDate(data.expires_on, 'en')}.`,
      heading: 'A document is about to expire',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `Your ${kindNames.en[data.kind]} is no longer valid after ${frenchDate(data.expires_on, 'en')}. Send the new document before then: without it, your profile will lose its validation.`,
        },
        { type: 'button', label: 'Send the new document', url: link(DOCUMENTS_PATH) },
      ],
    }),
  },
}
