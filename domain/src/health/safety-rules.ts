/** The safety flags' rule table, in the order flags of one severity are listed (see safety-flags.ts). */
import type { SafetyRule, TextField, Trigger } from './safety-types';

// The term lists: whole words, lower case, as normalised (see `normalise`).
const ISOTRETINOIN = [
  'isotretinoin',
  'accutane',
  'acutane',
  'accutaine',
  'roaccutane',
  'absorica',
  'claravis',
  'amnesteem',
  'myorisan',
  'zenatane',
  'sotret',
];
const TOPICAL_RETINOIDS = [
  'retinoid',
  'retinol',
  'retinal',
  'retinaldehyde',
  'tretinoin',
  'retin a',
  'renova',
  'atralin',
  'altreno',
  'adapalene',
  'differin',
  'epiduo',
  'tazarotene',
  'tazorac',
  'arazlo',
  'fabior',
  'trifarotene',
  'aklief',
  'vitamin a cream',
];
const MEDS_AND_PRODUCTS: readonly TextField[] = [
  'medications',
  'products_currently_using',
  'current_skincare_routine',
];
const BLOOD_THINNERS = [
  'blood thinner',
  'anticoagulant',
  'warfarin',
  'coumadin',
  'jantoven',
  'apixaban',
  'eliquis',
  'rivaroxaban',
  'xarelto',
  'dabigatran',
  'pradaxa',
  'edoxaban',
  'heparin',
  'enoxaparin',
  'clopidogrel',
  'plavix',
];
const PHOTOSENSITISING = [
  ...ISOTRETINOIN,
  'doxycycline',
  'tetracycline',
  'minocycline',
  'st john s wort',
  'st johns wort',
  'hypericum',
  'amiodarone',
];

/** Named among the medications, products or skincare routine the client gives. */
const medsOrProducts = (terms: readonly string[]): Trigger => ({
  kind: 'terms',
  fields: MEDS_AND_PRODUCTS,
  terms,
});

const allergy = (terms: readonly string[]): Trigger => ({
  kind: 'terms',
  fields: ['allergies'],
  terms,
});

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'isotretinoin-waxing',
    severity: 'avoid',
    treatments: ['waxing'],
    triggers: [medsOrProducts(ISOTRETINOIN)],
    reason:
      'Isotretinoin (Accutane) leaves the skin thin: wax can lift or tear it. Usual practice is no waxing until 6 months after the last dose.',
  },
  {
    id: 'isotretinoin-exfoliation',
    severity: 'avoid',
    treatments: ['exfoliation', 'extractions'],
    triggers: [medsOrProducts(ISOTRETINOIN)],
    reason:
      'Isotretinoin (Accutane) leaves the skin fragile and slow to heal: skip scrubs, enzymes, acids and extractions.',
  },
  {
    id: 'retinoid-face-waxing',
    severity: 'avoid',
    treatments: ['face-waxing'],
    triggers: [medsOrProducts(TOPICAL_RETINOIDS)],
    reason:
      'Topical retinoids (tretinoin, adapalene, retinol) make the skin lift with the wax: do not wax where they are applied; usually stopped about a week before.',
  },
  {
    id: 'retinoid-exfoliation',
    severity: 'caution',
    treatments: ['exfoliation'],
    triggers: [medsOrProducts(TOPICAL_RETINOIDS)],
    reason:
      'Uses a topical retinoid, which already exfoliates: go gentle with enzymes, acids and scrubs to avoid over-exfoliating.',
  },
  {
    id: 'pregnancy-actives',
    severity: 'caution',
    treatments: ['exfoliation', 'anti-aging-actives'],
    triggers: [{ kind: 'pregnantOrNursing' }],
    reason:
      'Pregnant or nursing: choose products without retinoids or strong acids (such as high-strength salicylic acid) and check comfort when lying down.',
  },
  {
    id: 'allergy-wax',
    severity: 'caution',
    treatments: ['waxing'],
    triggers: [allergy(['rosin', 'colophony', 'colophonium', 'resin', 'beeswax', 'pine', 'wax'])],
    reason:
      'Allergy that may involve wax ingredients (rosin/colophony, beeswax, pine resin): check the wax used and patch test, or choose another wax.',
  },
  {
    id: 'allergy-latex',
    severity: 'caution',
    treatments: 'any',
    triggers: [allergy(['latex', 'rubber'])],
    reason: 'Latex allergy: use latex-free gloves, sponges and applicators.',
  },
  {
    id: 'allergy-nuts',
    severity: 'caution',
    treatments: ['facial'],
    triggers: [
      allergy([
        'nut',
        'peanut',
        'almond',
        'shea',
        'macadamia',
        'walnut',
        'hazelnut',
        'cashew',
        'pecan',
        'argan',
      ]),
    ],
    reason:
      'Nut allergy: check cleansers, masks, serums and massage oils for nut oils or butters (almond, shea, macadamia, argan).',
  },
  {
    id: 'allergy-skincare',
    severity: 'caution',
    treatments: ['facial'],
    triggers: [
      allergy([
        'aspirin',
        'salicylate',
        'salicylic',
        'glycolic',
        'lactic',
        'aha',
        'bha',
        'acid',
        'enzyme',
        'papaya',
        'papain',
        'pineapple',
        'bromelain',
        'pumpkin',
        'fragrance',
        'perfume',
        'parfum',
        'essential oil',
        'lanolin',
        'benzoyl peroxide',
        'sulfur',
        'sulphur',
        'paraben',
        'preservative',
        'vitamin c',
        'hyaluronic',
      ]),
    ],
    reason:
      'Allergy to a skincare ingredient (acids, enzymes, fragrance, aspirin and salicylates, lanolin…): check every product used and patch test first.',
  },
  {
    id: 'sun-waxing',
    severity: 'caution',
    treatments: ['waxing'],
    triggers: [{ kind: 'sunExposure', levels: ['High'] }],
    reason: 'High sun exposure: do not wax sunburned or freshly tanned skin; check the area first.',
  },
  {
    id: 'sun-exfoliation',
    severity: 'caution',
    treatments: ['exfoliation'],
    triggers: [{ kind: 'sunExposure', levels: ['High'] }],
    reason:
      'High sun exposure: no strong exfoliation on sunburned skin; remind the client of sunscreen afterwards.',
  },
  {
    id: 'blood-thinners-waxing',
    severity: 'caution',
    treatments: ['waxing'],
    triggers: [{ kind: 'terms', fields: ['medications'], terms: BLOOD_THINNERS }],
    reason:
      'Takes a blood thinner: skin bruises and bleeds more easily with waxing; work small sections and apply firm pressure.',
  },
  {
    id: 'diabetes-waxing',
    severity: 'caution',
    treatments: ['waxing'],
    triggers: [
      { kind: 'terms', fields: ['medical_conditions'], terms: ['diabetes', 'diabetic'] },
      { kind: 'terms', fields: ['medications'], terms: ['insulin', 'metformin'] },
    ],
    reason:
      'Diabetes: skin can heal slowly and infect more easily; take extra care with waxing, especially on the legs.',
  },
  {
    id: 'skin-condition',
    severity: 'caution',
    treatments: ['waxing', 'exfoliation'],
    triggers: [
      {
        kind: 'terms',
        fields: ['medical_conditions'],
        terms: ['eczema', 'psoriasis', 'dermatitis', 'rosacea', 'atopic'],
      },
      { kind: 'skinConcern', concerns: ['Rosacea'] },
    ],
    reason:
      'Skin condition (eczema, psoriasis, dermatitis or rosacea): do not wax or exfoliate over inflamed or broken skin.',
  },
  {
    id: 'cold-sores',
    severity: 'caution',
    treatments: ['lip-waxing', 'exfoliation'],
    triggers: [
      {
        kind: 'terms',
        fields: ['medical_conditions', 'medications'],
        terms: [
          'cold sore',
          'fever blister',
          'herpes',
          'hsv',
          'valacyclovir',
          'valtrex',
          'acyclovir',
          'aciclovir',
          'zovirax',
          'famciclovir',
        ],
      },
    ],
    reason:
      'History of cold sores: waxing near the mouth or exfoliation can trigger an outbreak; never treat over an active sore.',
  },
  {
    id: 'light-sensitivity',
    severity: 'caution',
    treatments: ['light-therapy'],
    triggers: [
      { kind: 'terms', fields: ['medications'], terms: PHOTOSENSITISING },
      {
        kind: 'terms',
        fields: ['medical_conditions'],
        terms: ['epilepsy', 'seizure', 'lupus', 'photosensitivity', 'light sensitivity'],
      },
    ],
    reason:
      'A medication or condition that makes skin or eyes sensitive to light: review it before LED light therapy.',
  },
];
