/**
 * A prerendered page is complete HTML: it reads, scrolls and links to the other pages without any
 * script (docs/decisions/009-prerendered-pages-start-the-app-on-demand.md). The app — React, the
 * router, the query cache, about 160 KB — is started only when the reader reaches for something
 * that needs it: a button, a form field, a key press. This module holds that moment.
 *
 * - the pointer over, a press on or the focus on a control (a button, a form field…) starts it;
 *   reading, scrolling and following links do not;
 * - a click or a submit that arrives before the app runs is held, then replayed on the same
 *   element once the app is on screen (so the first tap on "EN" or the colour mode still works);
 *   a form is submitted once, however many times it was sent before then; the held taps are
 *   replayed one at a time, and they leave the focus in the field the person has gone on typing in;
 * - the focus and the text typed before then are handed to React, which keeps the state of its
 *   inputs and of the components that follow the focus.
 *
 * Links are left alone: they work as plain HTML (the service worker serves the next page).
 */
export interface DeferredStart {
  /** Starts the app now (once); resolves when it is on screen. */
  start(): Promise<void>
  /** True once the app is on screen (events are then React's alone). */
  readonly started: boolean
}

const linkSelector = 'a[href]'
// What may act through a script: reaching for it starts the app, a click on it is replayed.
// (tabindex -1 only makes an element focusable by script: the main region, for the skip link.)
const controlSelector =
  'button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="combobox"], [tabindex]:not([tabindex="-1"])'

type Replay = () => void | Promise<void>

export function startOnIntent(doc: Document, startApp: () => Promise<void>): DeferredStart {
  let starting: Promise<void> | undefined
  let started = false
  const replays: Replay[] = []
  // The forms whose submit is held: pressing "Se connecter" again while nothing seems to happen
  // (the app still on its way) must not sign in twice, and the replays run before React has
  // re-rendered the first one's pending state, which is what would ignore the second.
  const heldForms = new Set<HTMLFormElement>()
  // The last value typed into each text field before the app ran.
  const typed = new Map<Field, string>()

  const elementOf = (event: Event): Element | null => (event.target instanceof Element ? event.target : null)
  const onLink = (element: Element | null) => element?.closest(linkSelector) != null
  const controlOf = (element: Element | null) => (element && !onLink(element) ? element.closest(controlSelector) : null)

  function start(): Promise<void> {
    starting ??= startApp().then(() => {
      started = true
      removeListeners()
      tellReactAboutFocus(doc)
      handTypedValuesToReact(typed)
      heldForms.clear()
      void replayInTurn(replays.splice(0))
    })
    return starting
  }

  /**
   * One replay at a time, as taps come: what a tap sets off may land a moment later (an Ark
   * checkbox tells its form in a microtask, React renders that in tasks of its own), and the
   * submit replayed after "J’accepte les conditions" must find them in the form's values, or it
   * is refused for a box the person sees ticked.
   */
  async function replayInTurn(pending: Replay[]) {
    for (const replay of pending) {
      await settled(doc)
      await replay()
    }
  }

  function onIntent(event: Event) {
    if (controlOf(elementOf(event))) void start()
  }

  function onClick(event: MouseEvent) {
    const control = controlOf(elementOf(event))
    if (started || !control) return
    // Text fields only take the focus on a click: nothing to hold.
    if (isTextField(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // A submit button's click submits its form when replayed: once per form.
    const form = submittedForm(control)
    if (form && !holdSubmit(form)) return
    replays.push(() => {
      if (!(control.isConnected && control instanceof HTMLElement)) return
      if (form) control.click()
      else return keepingTheTypingFocus(doc, () => control.click())
    })
    void start()
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target
    if (started || !(form instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!holdSubmit(form)) return
    replays.push(() => {
      if (form.isConnected) form.requestSubmit()
    })
    void start()
  }

  /** Whether this submit of the form is the first held (to replay), not a repeat (to drop). */
  function holdSubmit(form: HTMLFormElement): boolean {
    if (heldForms.has(form)) return false
    heldForms.add(form)
    return true
  }

  function onInput(event: Event) {
    const field = event.target
    if (!started && isField(field)) typed.set(field, field.value)
  }

  const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
  for (const type of intentEvents) doc.addEventListener(type, onIntent, { capture: true, passive: true })
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('submit', onSubmit, true)
  doc.addEventListener('input', onInput, true)

  function removeListeners() {
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, true)
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('submit', onSubmit, true)
    doc.removeEventListener('input', onInput, true)
  }

  return {
    start,
    get started() {
      return started
    },
  }
}

/**
 * The next frame, then the first idle moment after it: React has rendered what the last replay
 * set off (an update from outside an event renders in tasks of its own, sliced on a busy phone).
 * At most a quarter of a second; a short timer where there are no frames (a hidden page, a test DOM).
 */
function settled(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const view = doc.defaultView
    if (!view || typeof view.requestAnimationFrame !== 'function' || doc.visibilityState === 'hidden') {
      setTimeout(resolve, 16)
      return
    }
    view.requestAnimationFrame(() => {
      if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(() => resolve(), { timeout: 250 })
      else setTimeout(resolve, 16)
    })
  })
}

// Selects need nothing: React's hydration picks up an option chosen before it (tested).
type Field = HTMLInputElement | HTMLTextAreaElement

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
}

/**
 * Runs a replayed tap without taking the focus from the text field the person has gone on typing
 * in since (a tap on "J’accepte les conditions", then the password, the app arriving meanwhile:
 * the replayed tap focuses the box, and the next keys would go to it, a space ticking it off).
 * The focus is sent back the moment it moves, so that no key falls in between; a dialog the tap
 * opened keeps it. A submit's replay is left alone (a refused one focuses the first field in error).
 */
async function keepingTheTypingFocus(doc: Document, replay: () => void) {
  const typing = doc.activeElement
  if (!(typing instanceof HTMLElement) || !isTextField(typing)) return replay()
  const keep = (event: FocusEvent) => {
    const target = event.target
    if (target === typing || !typing.isConnected) return
    if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return
    typing.focus({ preventScroll: true })
  }
  doc.addEventListener('focusin', keep, true)
  try {
    replay()
    // A component may move the focus a moment later (Ark's, in a microtask).
    await new Promise((resolve) => setTimeout(resolve, 0))
  } finally {
    doc.removeEventListener('focusin', keep, true)
  }
}

/** The form a click on this control submits (a submit button's), if any. */
function submittedForm(control: Element): HTMLFormElement | null {
  if (control instanceof HTMLButtonElement && control.type === 'submit') return control.form
  if (control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image')) return control.form
  return null
}

function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true
  if (!(element instanceof HTMLInputElement)) return false
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'color', 'range'].includes(element.type)
}

/**
 * The field the reader focused (which started the app) got its focus before React listened:
 * components that follow the focus (a combobox opens its list only when focused) never saw it.
 * React hears focus through `focusin`; telling it again moves nothing and blurs nothing.
 */
function tellReactAboutFocus(doc: Document) {
  const focused = doc.activeElement
  if (!focused || focused === doc.body || focused === doc.documentElement) return
  focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
}

/**
 * React keeps what it believes each text field holds and fires onChange only when the field's value
 * differs from it. Hydration adopted the field as it was, so text typed meanwhile would never
 * reach the component's state. Setting the value React knows, then the typed one behind React's
 * back, and dispatching `input` makes React see the change, as if typed now.
 */
function handTypedValuesToReact(typed: Map<Field, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    if (!setNative) continue
    field.value = field.defaultValue
    setNative.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  typed.clear()
}
