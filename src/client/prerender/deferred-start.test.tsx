import { type FormEvent, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startOnIntent } from './deferred-start.ts'

// A page with what the public pages hold: a link, a button with a handler, a controlled form.
function Page({ onCommit }: { onCommit?: () => void }) {
  const [clicks, setClicks] = useState(0)
  const [name, setName] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  const [submits, setSubmits] = useState(0)
  const [subject, setSubject] = useState('general')
  const [focused, setFocused] = useState(false)
  // Like an Ark checkbox, which tells the form and takes the focus in a microtask after the tap.
  const [accepted, setAccepted] = useState(false)
  useEffect(() => onCommit?.(), [onCommit])
  return (
    <main id="main" tabIndex={-1}>
      <p>Relève met en relation les infirmiers libéraux.</p>
      <a href="/about">À propos</a>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Thème
      </button>
      <output data-testid="clicks">{clicks}</output>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          setSent(`${name} (${subject})${accepted ? ' accepted' : ''}`)
          setSubmits((n) => n + 1)
        }}
      >
        <label>
          Nom
          <input
            name="name"
            value={name}
            onFocus={() => setFocused(true)}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </label>
        <label>
          Sujet
          <select name="subject" value={subject} onChange={(event) => setSubject(event.currentTarget.value)}>
            <option value="general">Question</option>
            <option value="account">Compte</option>
          </select>
        </label>
        <button
          type="button"
          onClick={(event) => {
            const box = event.currentTarget
            queueMicrotask(() => {
              setAccepted(true)
              box.focus()
            })
          }}
        >
          Accepter
        </button>
        <button type="submit">Envoyer</button>
      </form>
      <output data-testid="sent">{sent ?? ''}</output>
      <output data-testid="submits">{submits}</output>
      <output data-testid="focused">{focused ? 'focused' : ''}</output>
    </main>
  )
}

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
})

function setup() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  let starts = 0
  const app = startOnIntent(document, () => {
    starts++
    return new Promise<void>((resolve) => {
      root = hydrateRoot(container, <Page onCommit={resolve} />)
    })
  })
  const byText = (text: string) =>
    [...container.querySelectorAll<HTMLElement>('a, button, label')].find((element) => element.textContent?.includes(text)) ??
    (() => {
      throw new Error(`nothing says ${text}`)
    })()
  const output = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent
  return { app, container, byText, output, starts: () => starts }
}

// Lets React finish hydrating and the replays run.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a prerendered page before the app runs', () => {
  it('starts nothing on its own, nor while the reader reads, scrolls or follows a link', async () => {
    const { app, container, byText, starts } = setup()
    const text = container.querySelector('p') as HTMLParagraphElement
    text.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    text.dispatchEvent(new Event('touchstart', { bubbles: true }))
    text.click()
    byText('À propos').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    byText('À propos').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle()
    expect(starts()).toBe(0)
    expect(app.started).toBe(false)
  })

  it('starts the app when the reader reaches for a control', async () => {
    const { app, byText, starts } = setup()
    byText('Thème').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    await app.start()
    expect(starts()).toBe(1)
    expect(app.started).toBe(true)
  })

  it('holds a click that comes before the app and replays it once, on the hydrated button', async () => {
    const { byText, output, starts } = setup()
    byText('Thème').click()
    expect(output('clicks')).toBe('0')
    await settle()
    expect(starts()).toBe(1)
    expect(output('clicks')).toBe('1')
    byText('Thème').click()
    await settle()
    expect(output('clicks')).toBe('2')
  })

  it('tells React about the field the reader focused before it ran', async () => {
    const { app, container, output } = setup()
    const input = container.querySelector('input') as HTMLInputElement
    input.focus()
    await app.start()
    expect(document.activeElement).toBe(input)
    expect(output('focused')).toBe('focused')
  })

  it('hands text typed and options chosen before the app to React, and replays the submit with them', async () => {
    const { container, byText, output } = setup()
    const input = container.querySelector('input') as HTMLInputElement
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    input.value = 'Camille'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    const select = container.querySelector('select') as HTMLSelectElement
    select.value = 'account'
    select.dispatchEvent(new Event('input', { bubbles: true }))
    select.dispatchEvent(new Event('change', { bubbles: true }))
    byText('Envoyer').click()
    await settle()
    expect(output('sent')).toBe('Camille (account)')
    expect(input.value).toBe('Camille')
  })

  it('submits a form once, however many times it was sent before the app ran', async () => {
    const { container, byText, output } = setup()
    const form = container.querySelector('form') as HTMLFormElement
    byText('Envoyer').click()
    byText('Envoyer').click()
    form.requestSubmit()
    await settle()
    expect(output('submits')).toBe('1')
    byText('Envoyer').click()
    await settle()
    expect(output('submits')).toBe('2')
  })

  it('replays the held taps in turn, each after what the previous one set off, leaving the focus where the reader typed', async () => {
    const { container, byText, output } = setup()
    byText('Accepter').click()
    const input = container.querySelector('input') as HTMLInputElement
    input.focus()
    input.value = 'Camille'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    byText('Envoyer').click()
    await vi.waitFor(() => expect(output('sent')).toBe('Camille (general) accepted'))
    expect(document.activeElement).toBe(input)
  })
})
