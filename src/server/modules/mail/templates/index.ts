import { type CampaignMailData, campaignMail } from '../../admin-mails/campaign-mail.ts'
import { type ReplacementUnpublishedData, replacementUnpublishedMail } from '../../admin-replacements/unpublished-mail.ts'
import { type SavedSearchDigestData, savedSearchDigestMail } from '../../alerts/saved-search-digest-mail.ts'
import {
  type DocumentApprovedData,
  type DocumentExpiringData,
  type DocumentRejectedData,
  documentApprovedMail,
  documentExpiringMail,
  documentRejectedMail,
} from '../../documents/document-mails.ts'
import { type NotificationMailData, notificationMail } from '../../notifications/notification-mail.ts'
import {
  type PartnerListingRenewalData,
  type PartnerListingUnpublishedData,
  partnerListingRenewalMail,
  partnerListingUnpublishedMail,
} from '../../partner-listings/partner-listing-mails.ts'
import { type InactiveAccountData, inactiveAccountMail } from '../../retention/inactive-account-mail.ts'
import {
  type SubscriptionEndedData,
  type SubscriptionPaidData,
  type SubscriptionPaymentFailedData,
  type SubscriptionTransferData,
  subscriptionCancelledMail,
  subscriptionGraceEndedMail,
  subscriptionPaymentFailedMail,
  subscriptionRenewedMail,
  subscriptionStartedMail,
  subscriptionTransferMail,
} from '../../subscriptions/subscription-mails.ts'
import type { MailTemplate } from '../mail-content.ts'
import { type AccountDeletedData, accountDeleted } from './account-deleted.ts'
import { type AccountExistsData, accountExists } from './account-exists.ts'
import { type ContactFromAdminData, contactFromAdmin } from './contact-from-admin.ts'
import { type EmailChangedData, emailChanged } from './email-changed.ts'
import { type EmailCodeData, emailCode } from './email-code.ts'
import { type NurseValidatedData, nurseValidated } from './nurse-validated.ts'
import { type PasswordChangedData, passwordChanged } from './password-changed.ts'
import { type PatientRequestData, patientRequest } from './patient-request.ts'
import { type RecoveryCodesRegeneratedData, recoveryCodesRegenerated } from './recovery-codes-regenerated.ts'
import { type ResetPasswordData, resetPassword } from './reset-password.ts'
import { type SetPasswordData, setPassword } from './set-password.ts'
import { type TwoFactorDisabledData, twoFactorDisabled } from './two-factor-disabled.ts'
import { type UserInvitationData, userInvitation } from './user-invitation.ts'
import { type VerifyEmailData, verifyEmail } from './verify-email.ts'
import { type WelcomeData, welcome } from './welcome.ts'

/** The data each template needs, by template name (the name stored in the outbox). */
export interface MailTemplateData {
  'verify-email': VerifyEmailData
  'reset-password': ResetPasswordData
  'set-password': SetPasswordData
  welcome: WelcomeData
  'account-exists': AccountExistsData
  'two-factor-disabled': TwoFactorDisabledData
  'recovery-codes-regenerated': RecoveryCodesRegeneratedData
  'password-changed': PasswordChangedData
  'email-changed': EmailChangedData
  'email-code': EmailCodeData
  'user-invitation': UserInvitationData
  'contact-from-admin': ContactFromAdminData
  'account-deleted': AccountDeletedData
  'inactive-account': InactiveAccountData
  campaign: CampaignMailData
  notification: NotificationMailData
  'nurse-validated': NurseValidatedData
  'patient-request': PatientRequestData
  'replacement-unpublished': ReplacementUnpublishedData
  'partner-listing-renewal': PartnerListingRenewalData
  'partner-listing-unpublished': PartnerListingUnpublishedData
  'subscription-started': SubscriptionPaidData
  'subscription-renewed': SubscriptionPaidData
  'subscription-payment-failed': SubscriptionPaymentFailedData
  'subscription-grace-ended': SubscriptionEndedData
  'subscription-cancelled': SubscriptionEndedData
  'saved-search-digest': SavedSearchDigestData
  'subscription-transfer': SubscriptionTransferData
  'document-approved': DocumentApprovedData
  'document-rejected': DocumentRejectedData
  'document-expiring': DocumentExpiringData
}

export type MailTemplateName = keyof MailTemplateData

export const mailTemplates: { [Name in MailTemplateName]: MailTemplate<MailTemplateData[Name]> } = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'set-password': setPassword,
  welcome,
  'account-exists': accountExists,
  'two-factor-disabled': twoFactorDisabled,
  'recovery-codes-regenerated': recoveryCodesRegenerated,
  'password-changed': passwordChanged,
  'email-changed': emailChanged,
  'email-code': emailCode,
  'user-invitation': userInvitation,
  'contact-from-admin': contactFromAdmin,
  'account-deleted': accountDeleted,
  'inactive-account': inactiveAccountMail,
  campaign: campaignMail,
  notification: notificationMail,
  'nurse-validated': nurseValidated,
  'patient-request': patientRequest,
  'replacement-unpublished': replacementUnpublishedMail,
  'partner-listing-renewal': partnerListingRenewalMail,
  'partner-listing-unpublished': partnerListingUnpublishedMail,
  'subscription-started': subscriptionStartedMail,
  'subscription-renewed': subscriptionRenewedMail,
  'subscription-payment-failed': subscriptionPaymentFailedMail,
  'subscription-grace-ended': subscriptionGraceEndedMail,
  'subscription-cancelled': subscriptionCancelledMail,
  'saved-search-digest': savedSearchDigestMail,
  'subscription-transfer': subscriptionTransferMail,
  'document-approved': documentApprovedMail,
  'document-rejected': documentRejectedMail,
  'document-expiring': documentExpiringMail,
}

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name)
}
