/**
 * A session or value an earlier step of a serial journey left in the file's variables; a step
 * run alone (or after a failed one) says so instead of failing on `undefined`.
 */
export function opened<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('an earlier step of the journey did not run')
  return value
}
