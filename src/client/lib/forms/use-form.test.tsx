import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api-client.ts'
import { focusFirstError } from './focus.ts'
import { useForm } from './use-form.ts'

afterEach(cleanup)

const schema = z.object({
  name: z.string().min(1, 'name.required'),
  age: z.number().int('age.invalid').min(18, 'age.too_young'),
})

function Probe({ onValid, failWith }: { onValid: (data: z.output<typeof schema>) => void; failWith?: unknown }) {
  const form = useForm({
    schema,
    initial: { name: '', age: '' },
    toInput: (values) => ({ name: values.name, age: Number(values.age) }),
    message: (code) => `«${code}»`,
  })
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit((data) => {
        if (failWith === undefined) return onValid(data)
        if (!form.fail(failWith)) form.setFailure('Échec')
      })}
    >
      <label>
        Nom
        <input name="name" value={form.values.name} onChange={(event) => form.set('name', event.currentTarget.value)} />
      </label>
      <span>{form.errorOf('name')}</span>
      <label>
        Âge
        <input name="age" value={form.values.age} onChange={(event) => form.set('age', event.currentTarget.value)} />
      </label>
      <span>{form.errorOf('age')}</span>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <button type="submit">Envoyer</button>
      <button type="button" onClick={() => form.reset()}>
        Effacer
      </button>
    </form>
  )
}

describe('useForm', () => {
  it('refuses with the schema’s sentences, focuses the first field in error, and drops an error as it is fixed', async () => {
    const onValid = vi.fn()
    const user = userEvent.setup()
    render(<Probe onValid={onValid} />)
    await user.type(screen.getByLabelText('Âge'), '12')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByText('«name.required»')).toBeTruthy()
    expect(screen.getByText('«age.too_young»')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Nom'))
    await user.type(screen.getByLabelText('Nom'), 'Lou')
    expect(screen.queryByText('«name.required»')).toBeNull()
    expect(screen.getByText('«age.too_young»')).toBeTruthy()
  })

  it('hands the parsed input on', async () => {
    const onValid = vi.fn()
    const user = userEvent.setup()
    render(<Probe onValid={onValid} />)
    await user.type(screen.getByLabelText('Nom'), 'Lou')
    await user.type(screen.getByLabelText('Âge'), '42')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(onValid).toHaveBeenCalledWith({ name: 'Lou', age: 42 })
  })

  it('puts the server’s 422 under its fields and focuses it; any other failure is the form’s', async () => {
    const user = userEvent.setup()
    const refusal = new ApiError(422, 'http', {
      message: 'Trop jeune.',
      code: 'validation.failed',
      errors: { age: ['Trop jeune.'] },
    })
    render(<Probe onValid={vi.fn()} failWith={refusal} />)
    await user.type(screen.getByLabelText('Nom'), 'Lou')
    await user.type(screen.getByLabelText('Âge'), '42')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(screen.getByText('Trop jeune.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Âge'))
    cleanup()
    render(<Probe onValid={vi.fn()} failWith={new ApiError(0, 'network', { message: 'Network error' })} />)
    await user.type(screen.getByLabelText('Nom'), 'Lou')
    await user.type(screen.getByLabelText('Âge'), '42')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(screen.getByRole('alert').textContent).toBe('Échec')
  })

  it('check: what `adjust` adds refuses a valid input, and it rewords a refused one', () => {
    const { result } = renderHook(() => useForm({ schema, initial: { name: '', age: '' }, message: (code) => `«${code}»` }))
    let checked: unknown
    act(() => {
      checked = result.current.check({ name: 'Ana', age: 30 }, (found) => ({ ...found, name: 'Pas ce nom.' }))
    })
    expect(checked).toBeNull()
    expect(result.current.errors).toEqual({ name: 'Pas ce nom.' })
    act(() => {
      checked = result.current.check({ name: '', age: 30 }, (found) => ({ age: found.name }))
    })
    expect(checked).toBeNull()
    expect(result.current.errors).toEqual({ age: '«name.required»' })
    act(() => {
      checked = result.current.check({ name: 'Ana', age: 30 }, (found) => found)
    })
    expect(checked).toEqual({ name: 'Ana', age: 30 })
    expect(result.current.errors).toEqual({})
  })
})

describe('useForm reset', () => {
  it('starts again from the initial values, without the errors', async () => {
    const user = userEvent.setup()
    render(<Probe onValid={vi.fn()} />)
    await user.type(screen.getByLabelText('Âge'), '12')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(screen.getByText('«name.required»')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Effacer' }))
    expect((screen.getByLabelText('Âge') as HTMLInputElement).value).toBe('')
    expect(screen.queryByText('«name.required»')).toBeNull()
    expect(screen.queryByText('«age.too_young»')).toBeNull()
  })
})

function Sourced({ user }: { user: { name: string } }) {
  const form = useForm({
    schema: z.object({ name: z.string() }),
    source: user,
    initial: () => ({ name: user.name }),
    message: (code) => code,
  })
  return (
    <label>
      Nom
      <input name="name" value={form.values.name} onChange={(event) => form.set('name', event.currentTarget.value)} />
    </label>
  )
}

describe('useForm with a source', () => {
  it('follows the server’s copy while untouched, then keeps what the person typed', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Sourced user={{ name: 'Lou' }} />)
    rerender(<Sourced user={{ name: 'Louise' }} />)
    expect(screen.getByLabelText<HTMLInputElement>('Nom').value).toBe('Louise')
    await user.type(screen.getByLabelText('Nom'), '!')
    rerender(<Sourced user={{ name: 'Autre' }} />)
    expect(screen.getByLabelText<HTMLInputElement>('Nom').value).toBe('Louise!')
  })
})

describe('focusFirstError', () => {
  it('follows the page’s order and reaches a control through its data-field wrapper', () => {
    document.body.innerHTML = `<form>
      <fieldset data-field="care_types"><input type="checkbox" value="a" /></fieldset>
      <input name="rpps" />
    </form>`
    const form = document.querySelector('form')
    focusFirstError(form, { rpps: 'x', care_types: 'y' })
    expect(document.activeElement).toBe(document.querySelector('input[type="checkbox"]'))
    focusFirstError(form, { rpps: 'x' })
    expect(document.activeElement).toBe(document.querySelector('[name="rpps"]'))
  })
})
