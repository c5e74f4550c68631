/**
 * Identifies this build, to namespace and bust the persisted query cache. The build can set
 * VITE_BUILD_ID; otherwise the hashed name of the chunk holding this module stands in (it
 * changes whenever the code around it does), and 'dev' when served from source.
 */
function resolveBuildId(): string {
  const fromEnv: unknown = import.meta.env?.VITE_BUILD_ID
  if (typeof fromEnv === 'string' && fromEnv !== '') return fromEnv
  const file = new URL(import.meta.url).pathname.split('/').pop() ?? ''
  const hash = /-([\w-]{6,})\.js$/.exec(file)?.[1]
  return hash ?? 'dev'
}

export const buildId = resolveBuildId()
