import { describe, expect, it } from 'vitest'
import { homeSectionBodySchemas, homeSectionKinds } from '#shared/home-sections.ts'
import { bodyToForm, emptyBody, formToBody } from './section-fields.ts'

describe('home section form fields', () => {
  it('turns a stored body into form values and back, unchanged', () => {
    const body = {
      intro: 'Pour chacun.',
      items: [
        { audience: 'Remplaçant·e', title: 'Des offres près de vous', points: ['Dates claires', 'Rétrocession claire'], link: { label: 'Voir', href: '/register' } },
        { audience: 'Patient', title: 'Une infirmière à domicile', points: ['Sans compte'] },
      ],
    }
    const form = bodyToForm('audiences', body)
    expect((form.items as { points: string }[])[0]?.points).toBe('Dates claires\nRétrocession claire')
    expect(formToBody('audiences', form)).toEqual(body)
    expect(homeSectionBodySchemas.audiences.parse(formToBody('audiences', form))).toEqual(body)
  })

  it('leaves out empty optional fields and empty links, so that the schema accepts them', () => {
    const form = emptyBody('hero')
    form.lead = 'Bienvenue.'
    expect(formToBody('hero', form)).toEqual({ lead: 'Bienvenue.' })
    expect(homeSectionBodySchemas.hero.safeParse(formToBody('hero', form)).success).toBe(true)
  })

  it.each(homeSectionKinds)('an empty %s form is refused by the schema (its required texts are missing)', (kind) => {
    expect(homeSectionBodySchemas[kind].safeParse(formToBody(kind, emptyBody(kind))).success).toBe(false)
  })
})
