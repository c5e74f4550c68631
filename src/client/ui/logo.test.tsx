import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Logo } from './logo.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Logo', () => {
  it('names a home link "Relève" through its wordmark', async () => {
    renderUi(
      <a href="/">
        <Logo />
      </a>,
    )
    expect(screen.getByRole('link', { name: 'Relève' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('names the mark alone "Relève"', async () => {
    renderUi(<Logo variant="mark" />)
    expect(screen.getByRole('img', { name: 'Relève' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
