import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

// A temporary file this old is what a crash mid-write left behind, not a write under way.
const STALE_TEMPORARY_MS = 10 * 60 * 1000

interface Entry {
  size: number
  /** Being written: its bytes are reserved, it is not evicted before it lands. */
  pending: boolean
}

/**
 * The resized images on disk, within a byte budget (IMAGE_CACHE_MAX_BYTES): the least recently
 * used files go first when a new one would not fit, so the cache never holds more than the budget,
 * whatever the requests. Recency lives in memory (a Map in use order), and in the files' mtime,
 * touched on every hit, so that a restart rebuilds the same order from one scan of the folder.
 */
export class ImageCache {
  readonly root: string
  budget: number
  private readonly entries = new Map<string, Entry>()
  private total = 0
  private readonly ready: Promise<void>

  constructor(root: string, budget: number) {
    this.root = root
    this.budget = budget
    this.ready = this.scan()
  }

  /** Bytes the cache holds or has reserved for files being written. */
  async bytes(): Promise<number> {
    await this.ready
    return this.total
  }

  /** The cached file's bytes, marked as just used; undefined when it is not there. */
  async read(where: string): Promise<Buffer | undefined> {
    const file = path.resolve(where)
    await this.ready
    const body = await readFile(file).catch(() => undefined)
    if (!body) return undefined
    const entry = this.entries.get(file)
    if (entry) {
      this.entries.delete(file)
      this.entries.set(file, entry)
    } else {
      // Written by another process sharing the folder: counted from now on.
      this.entries.set(file, { size: body.length, pending: false })
      this.total += body.length
      await this.evict()
    }
    const now = new Date()
    void utimes(file, now, now).catch(() => {})
    return body
  }

  /**
   * Keeps `body` as `file`, first evicting the least recently used files until it fits. A body
   * larger than the whole budget is not kept (it is still served, made again next time).
   */
  async write(where: string, body: Buffer): Promise<void> {
    const file = path.resolve(where)
    await this.ready
    if (body.length > this.budget) return
    this.remove(file)
    // Reserved before any await: parallel writes see each other's bytes and cannot overshoot.
    this.entries.set(file, { size: body.length, pending: true })
    this.total += body.length
    await this.evict()
    if (this.total > this.budget) {
      // The rest is other files being written at this moment: this one is served, not kept.
      this.remove(file)
      return
    }
    try {
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
      await writeFile(temporary, body)
      await rename(temporary, file)
      const entry = this.entries.get(file)
      if (entry) entry.pending = false
    } catch (error) {
      this.remove(file)
      await rm(file, { force: true })
      throw error
    }
  }

  /** Forgets the files under `dir`, which the caller has just deleted (an avatar's variants). */
  forget(dir: string): void {
    const prefix = `${path.resolve(dir)}${path.sep}`
    for (const file of [...this.entries.keys()]) if (file.startsWith(prefix)) this.remove(file)
  }

  private remove(file: string): void {
    const entry = this.entries.get(file)
    if (!entry) return
    this.entries.delete(file)
    this.total -= entry.size
  }

  private async evict(): Promise<void> {
    const victims: string[] = []
    for (const [file, entry] of this.entries) {
      if (this.total <= this.budget) break
      if (entry.pending) continue
      this.remove(file)
      victims.push(file)
    }
    await Promise.all(victims.map((file) => rm(file, { force: true })))
  }

  /** What an earlier run left: every file counted, oldest use first, then trimmed to the budget. */
  private async scan(): Promise<void> {
    const names = await readdir(this.root, { recursive: true }).catch(() => [] as string[])
    const found: { file: string; size: number; usedAt: number }[] = []
    const now = Date.now()
    for (const name of names) {
      const file = path.join(this.root, name)
      const stats = await stat(file).catch(() => undefined)
      if (!stats?.isFile()) continue
      if (file.endsWith('.tmp')) {
        if (now - stats.mtimeMs > STALE_TEMPORARY_MS) await rm(file, { force: true })
        continue
      }
      found.push({ file, size: stats.size, usedAt: stats.mtimeMs })
    }
    found.sort((a, b) => a.usedAt - b.usedAt)
    for (const { file, size } of found) {
      this.entries.set(file, { size, pending: false })
      this.total += size
    }
    await this.evict()
  }
}

const caches = new Map<string, ImageCache>()

/**
 * The one cache of a folder in this process: every app built on the same storage shares its
 * count, or each would keep its own budget on the same disk.
 */
export function imageCache(root: string, budget: number): ImageCache {
  const key = path.resolve(root)
  let cache = caches.get(key)
  if (!cache) {
    cache = new ImageCache(key, budget)
    caches.set(key, cache)
  }
  cache.budget = budget
  return cache
}

/** Called after deleting `dir` (inside some image cache) so its files stop counting. */
export function forgetImageCacheDir(dir: string): void {
  const resolved = path.resolve(dir)
  for (const cache of caches.values()) if (resolved.startsWith(`${cache.root}${path.sep}`)) cache.forget(resolved)
}
