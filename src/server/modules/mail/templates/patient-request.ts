import type { DefaultCareType } from '#shared/care-types.ts'
import type { Locale } from '../../../i18n/messages.ts'
import { greeting, type MailTemplate } from '../mail-content.ts'

/** A patient's request from the public search, mailed to the nurse they chose (patient-requests module). */
export interface PatientRequestData {
  nurse_name: string | null
  /** The patient's (or relative's) own words: plain text, shown as they are (escaped). */
  patient_name: string
  phone: string | null
  email: string | null
  commune_name: string
  care_type: string
  message: string
}

// The mail names the care in words; a slug an admin added later in the back office shows as it is.
const careTypeNames: Record<Locale, Record<DefaultCareType, string>> = {
  fr: {
    pansements: 'pansements',
    injections: 'injections',
    perfusions: 'perfusions',
    'prises-de-sang': 'prises de sang',
    diabete: 'diabète (insuline, surveillance)',
    'soins-d-hygiene': 'soins d’hygiène et de confort',
    'soins-palliatifs': 'soins palliatifs',
    chimiotherapie: 'chimiothérapie à domicile',
    stomies: 'stomies',
    'education-therapeutique': 'éducation thérapeutique',
    'surveillance-post-operatoire': 'surveillance post-opératoire',
    'sante-mentale': 'santé mentale',
  },
  en: {
    pansements: 'wound dressings',
    injections: 'injections',
    perfusions: 'infusions',
    'prises-de-sang': 'blood tests',
    diabete: 'diabetes (insulin, monitoring)',
    'soins-d-hygiene': 'hygiene and comfort care',
    'soins-palliatifs': 'palliative care',
    chimiotherapie: 'home chemotherapy',
    stomies: 'stoma care',
    'education-therapeutique': 'therapeutic education',
    'surveillance-post-operatoire': 'post-operative monitoring',
    'sante-mentale': 'mental health',
  },
}

function careTypeName(locale: Locale, slug: string): string {
  return (careTypeNames[locale] as Record<string, string>)[slug] ?? slug
}

function contactLines(locale: Locale, data: PatientRequestData): string {
  const lines = [locale === 'en' ? `Name: ${data.patient_name}` : `Nom : ${data.patient_name}`]
  if (data.phone) lines.push(locale === 'en' ? `Phone: ${data.phone}` : `Téléphone : ${data.phone}`)
  if (data.email) lines.push(locale === 'en' ? `Email: ${data.email}` : `E-mail : ${data.email}`)
  return lines.join('\n')
}

export const patientRequest: MailTemplate<PatientRequestData> = {
  // The patient's details and words leave the outbox once the mail is sent (as token links do):
  // the patient request itself keeps them for the follow-up, and its purge ends them there.
  secrets: ['patient_name', 'phone', 'email', 'message'],
  render: {
    // Subjects name no one: mailbox lists and the admins' Mails page show them.
    fr: (data, { link }) => ({
      subject: 'Un patient vous contacte via Relève',
      preheader: `Demande de ${careTypeName('fr', data.care_type)} à ${data.commune_name}.`,
      heading: 'Une demande de soins à domicile',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.nurse_name) },
        {
          type: 'paragraph',
          text: `Une personne a trouvé votre profil dans la recherche d’infirmier de Relève et souhaite être recontactée pour des soins de type « ${careTypeName('fr', data.care_type)} » à ${data.commune_name}.`,
        },
        { type: 'quote', text: contactLines('fr', data) },
        { type: 'quote', text: data.message },
        {
          type: 'paragraph',
          text: 'Merci de lui répondre directement, même pour dire que vous ne pouvez pas la prendre en charge.',
        },
        { type: 'button', label: 'Mettre à jour mon profil', url: link('/dashboard/settings') },
        {
          type: 'note',
          text: 'Vous recevez ce message parce que votre profil indique que vous acceptez de nouveaux patients. Si ce n’est plus le cas, décochez cette option dans votre profil : vous n’apparaîtrez plus dans la recherche. L’équipe Relève suit les demandes des patients ; ne répondez pas à cet e-mail.',
        },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'A patient is contacting you through Relève',
      preheader: `Request for ${careTypeName('en', data.care_type)} in ${data.commune_name}.`,
      heading: 'A request for home care',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.nurse_name) },
        {
          type: 'paragraph',
          text: `Someone found your profile in Relève’s nurse search and would like to be contacted about ${careTypeName('en', data.care_type)} in ${data.commune_name}.`,
        },
        { type: 'quote', text: contactLines('en', data) },
        { type: 'quote', text: data.message },
        { type: 'paragraph', text: 'Please answer them directly, even to say that you cannot take them on.' },
        { type: 'button', label: 'Update my profile', url: link('/dashboard/settings') },
        {
          type: 'note',
          text: 'You receive this message because your profile says you accept new patients. If that is no longer true, untick this option in your profile: you will no longer appear in the search. The Relève team follows patients’ requests; do not reply to this email.',
        },
      ],
    }),
  },
}
