import net from 'node:net'

export type ProxyMode = 'forward' | 'refuse' | 'blackhole'

/**
 * A TCP relay in front of PostgreSQL that a test can break: 'refuse' closes the port and cuts
 * every connection (a server restart), 'blackhole' accepts connections and never answers (a
 * network partition), 'forward' relays again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward'
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const onConnection = (client: net.Socket) => {
    track(client)
    if (mode === 'blackhole') return
    const upstream = net.connect(target)
    track(upstream)
    client.pipe(upstream).pipe(client)
  }
  let server = net.createServer(onConnection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port

  const cutAll = () => {
    for (const socket of sockets) socket.destroy()
  }

  return {
    port,
    async setMode(next: ProxyMode) {
      mode = next
      cutAll()
      if (next === 'refuse' && server.listening) {
        await new Promise<void>((resolve) => server.close(() => resolve()))
      } else if (next !== 'refuse' && !server.listening) {
        server = net.createServer(onConnection)
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      }
    },
    async close() {
      cutAll()
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
