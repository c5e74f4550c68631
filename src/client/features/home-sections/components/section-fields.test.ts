import { describe, expect, it } from 'vitest'
import { homeSectionBodySchemas, homeSectionKinds } from '#shared/home-sections.ts'
import { bodyToForm, emptyBody, formToBody } from './section-fields.ts'

describe('home section form fields', () => {
  it('turns a stored body into form values and back, unchanged', () => {
    const body = {
      intro: 'Pour chacun.',
      items: [
        {
          audience: 'Remplaçant·e',
          title: 'Des offres près de vous',
          points: ['Dates claires', 'Rétrocession claire'],
          link: { label: 'Voir', href: '/register' },
        },
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

  it('sends a hero’s highlights only when filled in: the list is optional, a blank item added is left out', () => {
    const form = emptyBody('hero')
    expect(form.highlights).toEqual([])
    form.lead = 'Bienvenue.'
    form.highlights = [
      { icon: 'bell', title: 'Des alertes', text: 'Pour les urgences.' },
      { icon: 'map_pin', title: '', text: ' ' },
    ]
    const body = formToBody('hero', form)
    expect(body).toEqual({ lead: 'Bienvenue.', highlights: [{ icon: 'bell', title: 'Des alertes', text: 'Pour les urgences.' }] })
    expect(homeSectionBodySchemas.hero.safeParse(body).success).toBe(true)
    expect(bodyToForm('hero', body).highlights).toEqual(body.highlights)
    expect(bodyToForm('hero', { lead: 'x' }).highlights).toEqual([])
  })
})
