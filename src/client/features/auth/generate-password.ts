import { containsContextWord, GENERATED_PASSWORD_LENGTH, generatePassword, type PasswordContext } from '#shared/password.ts'

/**
 * The password generator of docs/product.md#validation (src/shared/password.ts: 12 characters, CSPRNG, no modulo bias), drawn
 * again in the rare case it spells one of the person's own words, which the server would refuse.
 */
export function generateAcceptablePassword(
  context: PasswordContext,
  draw: (length: number) => string = generatePassword,
): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = draw(GENERATED_PASSWORD_LENGTH)
    if (!containsContextWord(candidate, context)) return candidate
  }
  // Ten unlucky draws in a row do not happen with a working random source; refuse to loop forever.
  throw new Error('The password generator kept producing refused passwords')
}
