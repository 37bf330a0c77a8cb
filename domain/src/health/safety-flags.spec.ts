import { ADD_ONS, SERVICES } from '../catalog';
import { ConsultationForm } from '../validation/consultation';
import {
  mentions,
  SAFETY_RULES,
  SAFETY_SEVERITY_LABELS,
  SafetyAnswers,
  safetyFlags,
} from './safety-flags';
import { ADD_ON_TREATMENTS, SERVICE_TREATMENTS, treatmentsOf } from './treatments';
import { SEED_CATALOG } from '../catalog';
import { BLANK_CONSULTATION } from '../validation/consultation.fixture';

const answers = (part: Partial<ConsultationForm>): SafetyAnswers => ({
  ...BLANK_CONSULTATION,
  ...part,
});
const services = (...serviceIds: string[]) => ({ serviceIds, addOnIds: [] as string[] });
const addOn = (serviceId: string, ...addOnIds: string[]) => ({ serviceIds: [serviceId], addOnIds });
const rules = (c: SafetyAnswers | null, booked: Parameters<typeof safetyFlags>[1]) =>
  safetyFlags(c, booked, SEED_CATALOG).map((f) => f.rule);

/**
 * Rule by rule: the answers that trigger it, a booking it applies to, and one of the same client's
 * bookings it does not apply to.
 */
const CASES: [
  string,
  Partial<ConsultationForm>,
  ReturnType<typeof services>,
  ReturnType<typeof services>,
][] = [
  [
    'isotretinoin-waxing',
    { medications: ['Accutane 20mg'] },
    services('bikini-wax'),
    services('sensitive-skin-facial'),
  ],
  [
    'isotretinoin-exfoliation',
    { medications: ['isotretinoin'] },
    services('acne-treatment-facial'),
    services('sensitive-skin-facial'),
  ],
  [
    'retinoid-face-waxing',
    { products_currently_using: ['Differin gel'] },
    services('eyebrow-wax'),
    services('full-leg-wax'),
  ],
  [
    'retinoid-exfoliation',
    { current_skincare_routine: 'Retin-A at night, SPF in the morning' },
    services('signature-glow-facial'),
    services('kids-facial'),
  ],
  [
    'pregnancy-actives',
    { pregnant_or_nursing: true },
    addOn('sensitive-skin-facial', 'anti-aging-serum'),
    services('brazilian-wax'),
  ],
  [
    'allergy-wax',
    { allergies: ['Colophony'] },
    services('underarm-wax'),
    services('classic-european-facial'),
  ],
  [
    'allergy-latex',
    { allergies: ['latex gloves'] },
    services('half-leg-wax'),
    services('no-such-service'),
  ],
  ['allergy-nuts', { allergies: ['tree nuts'] }, services('kids-facial'), services('underarm-wax')],
  [
    'allergy-skincare',
    { allergies: ['Aspirin'] },
    addOn('eyebrow-wax', 'face-mask-upgrade'),
    services('eyebrow-wax'),
  ],
  [
    'sun-waxing',
    { sun_exposure: 'High' },
    services('mobile-full-body-wax'),
    services('sensitive-skin-facial'),
  ],
  [
    'sun-exfoliation',
    { sun_exposure: 'High' },
    services('vajacial'),
    services('corporate-team-package'),
  ],
  [
    'blood-thinners-waxing',
    { medications: ['Eliquis'] },
    services('brazilian-wax'),
    services('anti-aging-facial'),
  ],
  [
    'diabetes-waxing',
    { medical_conditions: ['Type 2 diabetes'] },
    services('full-leg-wax'),
    services('back-facial'),
  ],
  [
    'skin-condition',
    { medical_conditions: ['eczema on arms'] },
    services('back-facial'),
    services('kids-facial'),
  ],
  [
    'cold-sores',
    { medical_conditions: ['cold sores'] },
    services('upper-lip-wax'),
    services('eyebrow-wax'),
  ],
  [
    'light-sensitivity',
    { medications: ['doxycycline'] },
    addOn('sensitive-skin-facial', 'led-light-therapy'),
    services('sensitive-skin-facial'),
  ],
];

describe('safetyFlags, rule by rule', () => {
  it('has a case for every rule of the table', () => {
    expect(CASES.map(([id]) => id).sort()).toEqual(SAFETY_RULES.map((r) => r.id).sort());
  });

  it.each(CASES)('%s fires on its answer and a treatment it covers', (id, part, booked) => {
    expect(rules(answers(part), booked)).toContain(id);
  });

  it.each(CASES)('%s stays quiet on a booking it does not cover', (id, part, _booked, other) => {
    expect(rules(answers(part), other)).not.toContain(id);
  });

  it.each(CASES)('%s stays quiet without its answer', (id, _part, booked) => {
    expect(rules(answers({}), booked)).not.toContain(id);
  });

  it('gives the severity and reason of the table', () => {
    const [flag] = safetyFlags(
      answers({ medications: ['Absorica'] }),
      services('bikini-wax'),
      SEED_CATALOG,
    );
    const rule = SAFETY_RULES.find((r) => r.id === 'isotretinoin-waxing')!;
    expect(flag).toEqual({ rule: rule.id, severity: 'avoid', reason: rule.reason });
    expect(SAFETY_SEVERITY_LABELS[flag.severity]).toBe('Avoid');
  });
});

describe('tolerant matching', () => {
  it.each([
    ['ACCUTANE', 'accutane'],
    ['  Accutáne® (stopped?) ', 'accutane'],
    ['Retin-A 0.05%', 'retin a'],
    ['retinoids', 'retinoid'],
    ['blood-thinners', 'blood thinner'],
    ["St. John's Wort", 'st john s wort'],
    ['peanuts, cashews', 'cashew'],
  ])('"%s" mentions %s', (text, term) => {
    expect(mentions(text, term)).toBe(true);
  });

  it.each([
    ['isotretinoin', 'tretinoin'],
    ['pineapple', 'pine'],
    ['coconut', 'nut'],
    ['retina detachment', 'retin a'],
    ['', 'retinol'],
  ])('"%s" does not mention %s', (text, term) => {
    expect(mentions(text, term)).toBe(false);
  });

  it.each([
    ['tretinoin cream'],
    ['adapalene'],
    ['Differin'],
    ['retinol serum'],
    ['Tazorac (tazarotene)'],
    ['RETIN-A'],
  ])('the retinoid %s in any of the client lists flags face waxing', (product) => {
    for (const field of ['medications', 'products_currently_using'] as const) {
      expect(rules(answers({ [field]: [product] }), services('upper-lip-wax'))).toContain(
        'retinoid-face-waxing',
      );
    }
  });

  it('reads isotretinoin as the oral drug, not a topical retinoid', () => {
    expect(rules(answers({ medications: ['Isotretinoin'] }), services('eyebrow-wax'))).toEqual([
      'isotretinoin-waxing',
    ]);
  });

  it('reads a rosacea skin concern like the condition', () => {
    expect(rules(answers({ skin_concerns: ['Rosacea'] }), services('bikini-wax'))).toEqual([
      'skin-condition',
    ]);
  });

  it('ignores moderate and low sun exposure', () => {
    expect(rules(answers({ sun_exposure: 'Moderate' }), services('bikini-wax'))).toEqual([]);
  });
});

describe('safetyFlags', () => {
  it('flags nothing without a consultation', () => {
    expect(safetyFlags(null, services('bikini-wax'), SEED_CATALOG)).toEqual([]);
    expect(safetyFlags(undefined, services('bikini-wax'), SEED_CATALOG)).toEqual([]);
  });

  it('flags nothing for an empty form', () => {
    for (const s of SERVICES)
      expect(safetyFlags(answers({}), services(s.id), SEED_CATALOG)).toEqual([]);
  });

  it('lists each rule once, avoid before caution, then in the order of the table', () => {
    const c = answers({
      medications: ['Accutane', 'isotretinoin', 'warfarin'],
      products_currently_using: ['Absorica'],
      sun_exposure: 'High',
      allergies: ['latex'],
    });
    const flags = safetyFlags(
      c,
      {
        serviceIds: ['bikini-wax', 'classic-european-facial'],
        addOnIds: ['extractions'],
      },
      SEED_CATALOG,
    );
    expect(flags.map((f) => f.rule)).toEqual([
      'isotretinoin-waxing',
      'isotretinoin-exfoliation',
      'allergy-latex',
      'sun-waxing',
      'sun-exfoliation',
      'blood-thinners-waxing',
    ]);
    expect(
      safetyFlags(
        c,
        { serviceIds: ['classic-european-facial', 'bikini-wax'], addOnIds: [] },
        SEED_CATALOG,
      ),
    ).toEqual(
      safetyFlags(
        c,
        { serviceIds: ['bikini-wax', 'classic-european-facial'], addOnIds: [] },
        SEED_CATALOG,
      ),
    );
  });

  it('reads a package booked without services as any of its services', () => {
    const c = answers({ medications: ['Accutane'] });
    expect(rules(c, { serviceIds: [], addOnIds: [], packageId: 'waxing-maintenance' })).toEqual([
      'isotretinoin-waxing',
    ]);
    expect(
      rules(c, { serviceIds: ['sensitive-skin-facial'], addOnIds: [], packageId: 'bridal-prep' }),
    ).toEqual([]);
  });
});

describe('the treatments of the catalogue', () => {
  it('lists every service and add-on, and nothing else', () => {
    expect(Object.keys(SERVICE_TREATMENTS).sort()).toEqual(SERVICES.map((s) => s.id).sort());
    expect(Object.keys(ADD_ON_TREATMENTS).sort()).toEqual(ADD_ONS.map((a) => a.id).sort());
  });

  it('marks every waxing service as waxing and no other', () => {
    for (const s of SERVICES.filter((x) => x.category === 'waxing')) {
      expect(treatmentsOf(services(s.id), SEED_CATALOG).has('waxing')).toBe(true);
    }
    for (const s of SERVICES.filter((x) => x.category === 'facial')) {
      expect(treatmentsOf(services(s.id), SEED_CATALOG).has('waxing')).toBe(false);
    }
  });
});
