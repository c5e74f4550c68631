import { describe, expect, it } from 'vitest'
import { remplacantPlan, titulairePlan } from '#tests/unit/support/subscription-fixtures.ts'
import { renderPricingPlansHtml } from './pricing-html.ts'
import { pricingTextsFr } from './pricing-texts-fr.ts'

const render = (...args: Parameters<typeof renderPricingPlansHtml>) => renderPricingPlansHtml(...args)

describe('renderPricingPlansHtml', () => {
  it('draws each plan side by side: name, price TTC and interval, trial, what it unlocks, then a guest’s sign-up link', () => {
    const html = render([remplacantPlan, titulairePlan], pricingTextsFr)
    expect(html.startsWith('<div class="pp-grid"><article class="pp-card" aria-labelledby="plan-remplacant"')).toBe(true)
    expect(html).toContain('<h3 id="plan-titulaire" class="pp-title">Titulaire</h3>')
    expect(html).toContain('<p class="pp-description">Pour les cabinets qui cherchent souvent.</p>')
    expect(html).toContain('<span class="pp-price">49,00\u00a0€</span> <span>TTC par an</span>')
    expect(html).toContain('<p class="pp-trial">14 jours d’essai gratuit, sans engagement.</p>')
    // The remplaçant has no trial: no line for it.
    expect(html.match(/pp-trial/g)).toHaveLength(1)
    // Entitlements in plain words first, then the plan's own lines.
    expect(html).toContain(
      '<ul class="pp-list" aria-label="Ce que Remplaçant débloque"><li>Recevoir les alertes de vos recherches dès qu’une annonce correspond</li><li>Support prioritaire</li></ul>',
    )
    expect(html.match(/<a class="pp-button" href="\/register">Créer mon compte<\/a>/g)).toHaveLength(2)
  })

  it('leads a member to take the plan out, a subscriber to her subscription', () => {
    const member = render([titulairePlan], pricingTextsFr, 'member')
    expect(member).toContain('<a class="pp-button" href="/dashboard/subscriptions/create?plan=titulaire">Choisir Titulaire</a>')
    const subscriber = render([titulairePlan], pricingTextsFr, 'subscribed')
    expect(subscriber).toContain('<a class="pp-button" href="/dashboard/subscriptions">Voir mon abonnement</a>')
  })

  it('says what the prices include, as French law asks: no VAT (art. 293 B), or its rate', () => {
    expect(render([remplacantPlan], pricingTextsFr)).toContain(
      '<p class="pp-note">Prix nets, sans TVA : TVA non applicable, art. 293 B du CGI. Chaque paiement donne lieu à une facture téléchargeable.</p>',
    )
    const taxed = render(
      [
        { ...remplacantPlan, vat_rate_bps: 2000 },
        { ...titulairePlan, vat_rate_bps: 550 },
      ],
      pricingTextsFr,
    )
    expect(taxed).toContain('Prix toutes taxes comprises (TTC), TVA à 20 / 5,5 % incluse.')
    expect(taxed).not.toContain('293 B')
  })

  it('says when no plan is on sale', () => {
    expect(render([], pricingTextsFr)).toMatch(/^<p class="pp-none">Aucun abonnement n’est proposé pour le moment\.<\/p>/)
  })

  it('escapes every text an admin typed', () => {
    const html = render(
      [
        {
          ...remplacantPlan,
          name: '<img src=x onerror=alert(1)>',
          description: 'A & "B"',
          features: ['<script>alert(1)</script>'],
          slug: 'x"><b',
        },
      ],
      pricingTextsFr,
      'member',
    )
    expect(html).not.toMatch(/<img|<script|<b\b/)
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('A &#38; &#34;B&#34;')
    expect(html).toContain('href="/dashboard/subscriptions/create?plan=x%22%3E%3Cb"')
  })
})
