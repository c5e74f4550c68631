import { z } from 'zod'

/** Lists of the admin area (docs/product.md#constants: users 15 a page); perPage capped at 100 (docs/security.md#authorization). */
export const MAX_PER_PAGE = 100
export const MAX_PAGE = 100_000

/**
 * `page` and `perPage` from a query string. Anything but a whole number in range is a 422
 * (docs/security.md#authorization: a bad page is refused, never silently fixed), an empty value included.
 */
export function paginationFields(defaultPerPage: number) {
  return {
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'pagination.page_invalid')
      .transform(Number)
      .pipe(z.number().int().min(1, 'pagination.page_invalid').max(MAX_PAGE, 'pagination.page_invalid'))
      .optional()
      .transform((value) => value ?? 1),
    perPage: z
      .string()
      .regex(/^\d{1,3}$/, 'pagination.per_page_invalid')
      .transform(Number)
      .pipe(z.number().int().min(1, 'pagination.per_page_invalid').max(MAX_PER_PAGE, 'pagination.per_page_invalid'))
      .optional()
      .transform((value) => value ?? defaultPerPage),
  }
}
