import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('is an accessible button of type button by default', async () => {
    renderUi(<Button>Publier l’offre</Button>)
    const button = screen.getByRole('button', { name: 'Publier l’offre' })
    expect(button.getAttribute('type')).toBe('button')
    expect(await axeViolations()).toEqual([])
  })

  it('is busy and ignores clicks while loading', async () => {
    const onClick = vi.fn()
    renderUi(
      <Button loading onClick={onClick}>
        Enregistrer
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Enregistrer' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders a link as a button with asChild', async () => {
    renderUi(
      <Button asChild variant="outline">
        <a href="/contact">Nous écrire</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Nous écrire' })
    expect(link.getAttribute('type')).toBeNull()
    expect(link.className).toContain('button--variant_outline')
    expect(await axeViolations()).toEqual([])
  })
})

describe('IconButton', () => {
  it('takes its name from aria-label', async () => {
    renderUi(
      <IconButton aria-label="Fermer">
        <CloseIcon />
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
