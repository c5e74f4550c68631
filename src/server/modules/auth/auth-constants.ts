import type { RateLimitRule } from '../rate-limits/rate-limits.repository.ts'

/** How long each kind of link or challenge works (docs/security.md#reset-and-verification-links). */
export const VERIFY_LIFETIME_HOURS = 24
export const RESET_LIFETIME_MINUTES = 60
export const SET_PASSWORD_LIFETIME_HOURS = 72
export const LOGIN_CHALLENGE_LIFETIME_MINUTES = 5
/** Wrong codes allowed on one login challenge before it dies and the password is asked again. */
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5
/** The 6-digit code mailed to confirm an address within the immediate flow (email-codes.ts). */
export const EMAIL_CODE_LIFETIME_MINUTES = 15
/** Wrong guesses allowed on one mailed code before it dies and a new one must be asked for. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5

const MINUTE = 60
/**
 * Throttles (429 + Retry-After), keyed as docs/security.md#passwords-registration-login says: login on the normalised email and the
 * client IP together (one person's typos do not lock out a whole office behind one address), plus
 * a wider per-IP net for scripts that spray many emails.
 */
export const limits = {
  register: { name: 'register', limit: 10, windowSeconds: 60 * MINUTE },
  userBetas: { name: 'user-betas', limit: 10, windowSeconds: 60 * MINUTE },
  loginEmailIp: { name: 'login', limit: 10, windowSeconds: 15 * MINUTE },
  loginIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE },
  verifyTwoFactorIp: { name: 'verify-2fa', limit: 20, windowSeconds: 15 * MINUTE },
  verifyTwoFactorUser: { name: 'verify-2fa-user', limit: 20, windowSeconds: 15 * MINUTE },
  forgotPasswordIp: { name: 'forgot-password-ip', limit: 10, windowSeconds: 15 * MINUTE },
  forgotPasswordEmail: { name: 'forgot-password', limit: 3, windowSeconds: 15 * MINUTE },
  resetPassword: { name: 'reset-password', limit: 10, windowSeconds: 15 * MINUTE },
  verificationIp: { name: 'verification-notification-ip', limit: 10, windowSeconds: 60 * MINUTE },
  verificationEmail: { name: 'verification-notification', limit: 3, windowSeconds: 15 * MINUTE },
  verifyEmail: { name: 'verify-email', limit: 20, windowSeconds: 15 * MINUTE },
  twoFactorSettings: { name: 'two-factor-settings', limit: 10, windowSeconds: 15 * MINUTE },
  // Per account: a new code at most every few minutes on average, and few guesses an hour across
  // all its codes (each code also dies after EMAIL_CODE_MAX_ATTEMPTS wrong ones).
  emailCodeSend: { name: 'email-code-send', limit: 5, windowSeconds: 60 * MINUTE },
  emailCodeCheck: { name: 'email-code-check', limit: 10, windowSeconds: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>
