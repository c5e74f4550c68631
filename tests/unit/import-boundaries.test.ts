import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Lint covers client ⇄ server ⇄ shared; this covers what a glob cannot: features stay apart.
const root = new URL('../../', import.meta.url).pathname
const featuresDir = join(root, 'src/client/features')
const entitiesDir = join(root, 'src/client/entities')

function sourceFiles(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '')
}

describe('import boundaries', () => {
  it('keeps each client feature from importing another feature', () => {
    const offences: string[] = []
    for (const file of sourceFiles(featuresDir)) {
      const own = relative(featuresDir, file).split('/')[0]
      for (const spec of importsOf(file)) {
        const target = spec.match(/(?:#client\/features\/|\.\.\/)([\w-]+)\//)?.[1]
        const viaAlias = spec.startsWith('#client/features/')
        const viaRelative = spec.startsWith('../') && join(file, '..', spec).startsWith(featuresDir)
        if ((viaAlias || viaRelative) && target) {
          const targetFeature = viaAlias ? target : relative(featuresDir, join(file, '..', spec)).split('/')[0]
          if (targetFeature !== own) offences.push(`${relative(root, file)} → ${spec}`)
        }
      }
    }
    expect(offences).toEqual([])
  })

  it('keeps the shared building blocks (entities) below the features and the screens', () => {
    // An entity (a commune field, care type names…) serves many features: it may use lib/, ui/
    // and shared/, never a feature, a screen or the app shell, or it would pull them along.
    const offences = sourceFiles(entitiesDir).flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            /^#client\/(features|routes|app)\//.test(spec) ||
            (spec.startsWith('../') && !join(file, '..', spec).startsWith(entitiesDir)),
        )
        .map((spec) => `${relative(root, file)} → ${spec}`),
    )
    expect(sourceFiles(entitiesDir).length).toBeGreaterThan(0)
    expect(offences).toEqual([])
  })
})
