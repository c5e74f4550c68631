import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { smtpTransport } from './mail.transport.ts'

/** The least of an SMTP server: it accepts one message and keeps what came after DATA. */
function smtpServer(): Promise<{ server: Server; port: number; received: Promise<string> }> {
  let deliver: (data: string) => void = () => {}
  const received = new Promise<string>((resolve) => {
    deliver = resolve
  })
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        deliver(buffer.slice(0, end))
        buffer = buffer.slice(end + 5)
        inData = false
        socket.write('250 OK\r\n')
      }
      let newline = buffer.indexOf('\r\n')
      while (!inData && newline !== -1) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n')
        else if (command === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
        newline = buffer.indexOf('\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received })
    }),
  )
}

let open: Server | undefined
afterEach(() => {
  open?.close()
})

describe('smtpTransport', () => {
  it('sends a mail with its attachment as a MIME part of its own, named and typed', async () => {
    const { server, port, received } = await smtpServer()
    open = server
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`)
    const pdf = new TextEncoder().encode('%PDF-1.7 signed contract')
    await transport.send({
      from: 'Relève <no-reply@releve.example>',
      to: 'lea@example.fr',
      subject: 'Contrat signé',
      html: '<p>Contrat</p>',
      text: 'Contrat',
      attachments: [{ filename: 'contrat-remplacement-31.pdf', contentType: 'application/pdf', content: pdf }],
    })
    transport.close?.()
    const message = await received
    expect(message).toMatch(/Content-Type: application\/pdf; name=contrat-remplacement-31\.pdf/)
    expect(message).toMatch(/Content-Disposition: attachment; filename=contrat-remplacement-31\.pdf/)
    expect(message).toContain(Buffer.from(pdf).toString('base64'))
    expect(message).toContain('Auto-Submitted: auto-generated')
  })
})
