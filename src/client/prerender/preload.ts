/**
 * Which scripts a prerendered page should ask for early. Its route module is lazy: without a
 * hint the browser learns of it only after the entry script has run (and the client waits for it
 * before hydrating), one round trip after another. `<link rel="modulepreload">` for the module and
 * its static imports lets the browser fetch them alongside the entry.
 */
export interface ChunkInfo {
  /** Output file, relative to the build folder (assets/about-Ab12.js). */
  file: string
  /** Files this chunk imports statically. */
  imports: string[]
}

/** The chunk and everything it imports statically, each file once, the chunk itself first. */
export function staticClosure(chunks: ReadonlyMap<string, ChunkInfo>, file: string): string[] {
  const seen = new Set<string>()
  const visit = (current: string) => {
    if (seen.has(current)) return
    seen.add(current)
    for (const imported of chunks.get(current)?.imports ?? []) visit(imported)
  }
  visit(file)
  return [...seen]
}

/** The route module of a prerendered path, by the convention of src/client/routes/public. */
export function pageModuleFor(path: string): string {
  return `routes/public/${path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '')}.tsx`
}
