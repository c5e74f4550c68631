export interface IdempotencyKeysTable {
  /** sha256 of `<scope>:<subject>:<client key>`. */
  key: string
  /** sha256 of the method, path and body: the same key with another request is refused. */
  request_hash: string
  /** Null while the first request is still running. */
  status: number | null
  content_type: string | null
  response_body: string | null
  created_at: Date
}
