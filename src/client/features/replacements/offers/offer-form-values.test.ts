import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { offerRefusal } from './offer-form-feedback.ts'
import { emptyOfferValues, type OfferFormValues, offerInput, validateOffer } from './offer-form-values.ts'

if (i18n.locale !== 'fr') i18n.loadAndActivate({ locale: 'fr', messages: {} })

const values = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({ ...emptyOfferValues(), ...overrides })

describe('offer form values', () => {
  it('sends one way of giving dates: a range clears the chosen days, chosen days clear the range (sorted, once each)', () => {
    expect(offerInput(values({ start_date: '2027-03-01', end_date: '2027-03-03', days: ['2027-03-09'] }))).toMatchObject({
      start_date: '2027-03-01',
      end_date: '2027-03-03',
      days: null,
    })
    expect(
      offerInput(
        values({
          dateMode: 'days',
          start_date: '2027-03-01',
          end_date: '2027-03-03',
          days: ['2027-03-09', '2027-03-02', '2027-03-09'],
        }),
      ),
    ).toMatchObject({ start_date: null, end_date: null, days: ['2027-03-02', '2027-03-09'] })
  })

  it('reads typed numbers: blank is not said, a comma is a decimal point (then refused as not whole)', () => {
    expect(offerInput(values({ patients_per_day: ' ', retrocession_percent: '90' }))).toMatchObject({
      patients_per_day: null,
      retrocession_percent: 90,
    })
    expect(validateOffer(values({ retrocession_percent: '90,5' }), { publishing: false })).toEqual({
      retrocession_percent: 'Indiquez un pourcentage entier, entre 50 et 100.',
    })
  })

  it('lets a draft be incomplete but not inconsistent', () => {
    expect(validateOffer(values(), { publishing: false })).toEqual({})
    expect(validateOffer(values({ start_date: '2027-03-09', end_date: '2027-03-01' }), { publishing: false })).toEqual({
      end_date: 'La date de fin doit être postérieure ou égale à la date de début.',
    })
  })

  it('asks for what publishing needs, where it is missing', () => {
    expect(validateOffer(values({ start_date: '2027-03-01' }), { publishing: true })).toEqual({
      commune_insee: 'Indiquez la commune du cabinet.',
      end_date: 'Indiquez les dates du remplacement : une période ou des jours choisis.',
      shifts: 'Choisissez au moins un créneau.',
      retrocession_percent: 'Indiquez le pourcentage reversé au remplaçant.',
    })
    expect(Object.keys(validateOffer(values({ dateMode: 'days' }), { publishing: true }))).toContain('days')
  })

  it('puts the server’s errors on the fields shown, and the others on the form', () => {
    const refusal = (errors: Record<string, string[]>) =>
      new ApiError(422, 'http', { message: 'Les données ne sont pas valides.', code: 'validation.failed', errors })
    expect(
      offerRefusal(refusal({ 'days.2': ['Jour passé.'], commune_insee: ['Commune inconnue.', 'x'], ends_at: ['Trop tard.'] })),
    ).toEqual({
      fields: { days: 'Jour passé.', commune_insee: 'Commune inconnue.' },
      failure: 'Trop tard.',
    })
    expect(offerRefusal(refusal({}))).toEqual({ fields: {}, failure: 'Les données ne sont pas valides.' })
    expect(offerRefusal(new ApiError(0, 'network', { message: 'Network error', code: 'network' }))).toEqual({
      fields: {},
      failure: 'Relève ne répond pas. Vérifiez votre connexion et réessayez.',
    })
  })
})
