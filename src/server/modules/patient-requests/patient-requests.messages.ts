/** Messages of the patients' requests, merged into i18n/messages.ts. */
export const patientRequestMessagesFr = {
  'patient_request.sent':
    'Votre demande a bien été transmise. L’infirmier ou l’infirmière vous recontactera directement par téléphone ou par e-mail.',
  'patient_request.nurse_invalid': 'Choisissez un infirmier dans les résultats de la recherche.',
  'patient_request.nurse_unavailable':
    'Cet infirmier ne peut plus être contacté pour cette commune (il n’accepte plus de nouveaux patients ou n’y intervient pas). Relancez la recherche.',
  'patient_request.care_type_invalid': 'Choisissez un type de soins dans la liste.',
  'patient_request.care_type_not_offered': 'Cet infirmier ne propose pas ce type de soins. Choisissez-en un de sa liste.',
  'patient_request.contact_required': 'Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.',
  'patient_request.message_too_long': 'Le message ne peut pas dépasser 1000 caractères.',
} as const

export const patientRequestMessagesEn: Record<keyof typeof patientRequestMessagesFr, string> = {
  'patient_request.sent': 'Your request has been sent. The nurse will get back to you directly by phone or email.',
  'patient_request.nurse_invalid': 'Choose a nurse from the search results.',
  'patient_request.nurse_unavailable':
    'This nurse can no longer be contacted for this commune (no longer accepting new patients, or not working there). Search again.',
  'patient_request.care_type_invalid': 'Choose a type of care from the list.',
  'patient_request.care_type_not_offered': 'This nurse does not offer this type of care. Choose one from their list.',
  'patient_request.contact_required': 'Give a phone number or an email address so that you can be contacted.',
  'patient_request.message_too_long': 'The message may not be longer than 1000 characters.',
}
