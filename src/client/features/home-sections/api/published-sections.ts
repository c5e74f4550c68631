import { queryOptions } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PublicHomeSections } from '#shared/home-sections.ts'

export const homeSectionKeys = {
  all: ['home-sections'] as const,
  published: ['home-sections', 'published'] as const,
  admin: ['home-sections', 'admin'] as const,
  adminOne: (id: number) => ['home-sections', 'admin', id] as const,
}

/**
 * GET /api/home-sections, for the home page rendered in the browser. Not parsed with Zod: this
 * runs on the public home page, whose bundle stays free of it; the server checked every body,
 * and the renderer escapes every text and checks every link anyway.
 */
export async function fetchPublishedHomeSections(): Promise<PublicHomeSections> {
  const answer = await api<PublicHomeSections>('/home-sections')
  return { sections: Array.isArray(answer?.sections) ? answer.sections : [] }
}

export const publishedHomeSectionsQuery = queryOptions({
  queryKey: homeSectionKeys.published,
  queryFn: fetchPublishedHomeSections,
  staleTime: 60_000,
})
