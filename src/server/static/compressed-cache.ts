import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Encoding } from '../http/encoding.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// The whole client build is a few megabytes; this bounds memory should it grow.
const MAX_FILE_BYTES = 4 * 1024 * 1024
const MAX_TOTAL_BYTES = 48 * 1024 * 1024

/**
 * Build files compressed once at full strength and kept in memory, for builds that ship no
 * .br/.gz twins. Keyed by path, size and mtime, so a new build is never served stale.
 */
export class CompressedCache {
  #entries = new Map<string, Promise<Buffer>>()
  #sizes = new Map<string, number>()
  #total = 0

  fits(size: number): boolean {
    return size <= MAX_FILE_BYTES
  }

  get(file: string, size: number, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${size}:${mtimeMs}:${file}`
    const cached = this.#entries.get(key)
    if (cached) return cached
    const made = compressFile(file, encoding)
    this.#entries.set(key, made)
    made.then(
      (buffer) => this.#account(key, buffer.length),
      () => this.#entries.delete(key),
    )
    return made
  }

  #account(key: string, bytes: number) {
    this.#sizes.set(key, bytes)
    this.#total += bytes
    // Oldest first (Map keeps insertion order): old builds' files go before the current ones.
    for (const [oldKey, oldBytes] of this.#sizes) {
      if (this.#total <= MAX_TOTAL_BYTES) break
      this.#sizes.delete(oldKey)
      this.#entries.delete(oldKey)
      this.#total -= oldBytes
    }
  }
}

async function compressFile(file: string, encoding: Encoding): Promise<Buffer> {
  const content = await readFile(file)
  if (encoding === 'gzip') return gzipAsync(content, { level: 9 })
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
}
