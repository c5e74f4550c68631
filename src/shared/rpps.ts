/**
 * RPPS numbers (Répertoire partagé des professionnels de santé): 11 digits, the last one a Luhn
 * check digit over the first ten (docs/product.md#rpps; 10005173140 is valid).
 */
export const RPPS_LENGTH = 11

export function isValidRpps(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false
  let sum = 0
  // Luhn from the right: every second digit, starting with the one left of the check digit, doubled.
  for (let i = 0; i < RPPS_LENGTH; i++) {
    let digit = Number(value[RPPS_LENGTH - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Spaces and dots people type between groups are dropped; anything else is kept and refused. */
export function cleanRpps(value: string): string {
  return value.replace(/[\s.]/g, '')
}
