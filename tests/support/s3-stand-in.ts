import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small stand-in for an S3-compatible bucket, for the tests of the documents' S3 storage
 * (docs/decisions/018): path-style PUT, GET and DELETE of objects kept in memory. A request
 * without a SigV4 Authorization header for the expected access key, or without the signed payload
 * hash, is refused with 403 as S3 would; every request is recorded.
 */
export interface S3StandIn {
  endpoint: string
  objects: Map<string, Buffer>
  requests: { method: string; path: string; authorization: string | undefined }[]
  close(): Promise<void>
}

export async function startS3StandIn(accessKeyId: string): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>()
  const requests: S3StandIn['requests'] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname)
      const authorization = req.headers.authorization
      requests.push({ method: req.method ?? '', path, authorization })
      const signed =
        authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) === true &&
        /SignedHeaders=[^,]*x-amz-content-sha256/.test(authorization) &&
        typeof req.headers['x-amz-date'] === 'string'
      if (!signed) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
        return
      }
      if (req.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks))
        res.writeHead(200).end()
      } else if (req.method === 'GET') {
        const object = objects.get(path)
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
        else res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(object)
      } else if (req.method === 'DELETE') {
        objects.delete(path)
        res.writeHead(204).end()
      } else res.writeHead(405).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
