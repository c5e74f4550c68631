import { z } from 'zod'

/**
 * The public contact form. `website` is a honeypot: people never see it, bots fill it.
 * Messages are error codes the client and server turn into the user's language.
 */
export const contactSubjects = ['general', 'account', 'replacement', 'partnership', 'patient', 'privacy', 'other'] as const

export const contactSchema = z.object({
  name: z.string().trim().min(2, 'name.too_short').max(120, 'name.too_long'),
  email: z.string().trim().toLowerCase().pipe(z.email('email.invalid')).pipe(z.string().max(254, 'email.too_long')),
  subject: z.enum(contactSubjects, 'subject.invalid'),
  message: z.string().trim().min(10, 'message.too_short').max(5000, 'message.too_long'),
  website: z.string().max(0, 'honeypot').optional().default(''),
})

export type ContactInput = z.input<typeof contactSchema>
