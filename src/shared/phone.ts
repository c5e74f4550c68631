/**
 * A phone number as people read and dial it. Numbers are stored in E.164 (`+33612345678`, the
 * schemas' normal form); a French one reads in its national form, in pairs (`06 12 34 56 78`),
 * any other stays international.
 */
export function displayPhone(phone: string): string {
  const french = /^\+33([1-9]\d{8})$/.exec(phone)
  if (!french?.[1]) return phone
  return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ')
}
