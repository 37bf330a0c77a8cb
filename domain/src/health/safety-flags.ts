/**
 * Safety flags for the treatment room: a small rule table that matches a client's health and
 * consultation answers against what an appointment holds, so the esthetician reviews it with the
 * client before starting. A prompt to talk, not medical advice; nothing here blocks a booking.
 *
 * The rules (docs/safety-flags.md lists them with their sources of common esthetics practice):
 *
 * | rule                        | severity | booked                               | answers that trigger it                                    |
 * |-----------------------------|----------|--------------------------------------|------------------------------------------------------------|
 * | isotretinoin-waxing         | avoid    | any waxing                           | isotretinoin (Accutane, Absorica, Claravis…)               |
 * | isotretinoin-exfoliation    | avoid    | exfoliation, extractions             | isotretinoin                                               |
 * | retinoid-face-waxing        | avoid    | waxing on the face                   | topical retinoids (tretinoin, Retin-A, adapalene, retinol…)|
 * | retinoid-exfoliation        | caution  | exfoliation                          | topical retinoids                                          |
 * | pregnancy-actives           | caution  | exfoliation, anti-aging actives      | pregnant or nursing                                        |
 * | allergy-wax                 | caution  | any waxing                           | allergy to rosin/colophony, beeswax, pine, wax             |
 * | allergy-latex               | caution  | anything                             | latex allergy                                              |
 * | allergy-nuts                | caution  | facials and facial add-ons           | nut allergy (almond, shea, macadamia, peanut…)             |
 * | allergy-skincare            | caution  | facials and facial add-ons           | allergy to acids, enzymes, fragrance, aspirin, lanolin…    |
 * | sun-waxing                  | caution  | any waxing                           | high sun exposure                                          |
 * | sun-exfoliation             | caution  | exfoliation                          | high sun exposure                                          |
 * | blood-thinners-waxing       | caution  | any waxing                           | warfarin, apixaban, clopidogrel, "blood thinner"…          |
 * | diabetes-waxing             | caution  | any waxing                           | diabetes                                                   |
 * | skin-condition              | caution  | waxing, exfoliation                  | eczema, psoriasis, dermatitis, rosacea (condition/concern) |
 * | cold-sores                  | caution  | lip waxing, exfoliation              | cold sores, herpes, valacyclovir/acyclovir                 |
 * | light-sensitivity           | caution  | LED light therapy                    | photosensitising drugs, epilepsy/seizures, lupus           |
 *
 * Answers are free text typed by clients, so matching is tolerant: case, accents, punctuation and a
 * plural "s" are ignored, brand names and common misspellings are listed, and a term matches whole
 * words only ("tretinoin" does not match inside "isotretinoin").
 */
import { Catalog } from '../catalog';
import { ConsultationForm } from '../validation/consultation';
import { BookedItems, TreatmentKind, treatmentsOf } from './treatments';

export const SAFETY_SEVERITIES = ['avoid', 'caution'] as const;
export type SafetySeverity = (typeof SAFETY_SEVERITIES)[number];

/** How a severity reads next to a flag (the text that carries it, not a colour). */
export const SAFETY_SEVERITY_LABELS: Readonly<Record<SafetySeverity, string>> = {
  avoid: 'Avoid',
  caution: 'Caution',
};

export interface SafetyFlag {
  /** The rule's id (stable: tests, styling and the console refer to it). */
  readonly rule: string;
  readonly severity: SafetySeverity;
  /** A short reason for the esthetician. */
  readonly reason: string;
}

/** The free-text answers a term can be found in. */
type TextField =
  | 'products_currently_using'
  | 'current_skincare_routine'
  | 'allergies'
  | 'medications'
  | 'medical_conditions'
  | 'previous_treatments';

type Trigger =
  | {
      readonly kind: 'terms';
      readonly fields: readonly TextField[];
      readonly terms: readonly string[];
    }
  | { readonly kind: 'pregnantOrNursing' }
  | { readonly kind: 'sunExposure'; readonly levels: readonly string[] }
  | { readonly kind: 'skinConcern'; readonly concerns: readonly string[] };

export interface SafetyRule {
  readonly id: string;
  readonly severity: SafetySeverity;
  /** The rule applies when the appointment involves any of these. */
  readonly treatments: readonly TreatmentKind[] | 'any';
  /** Any one of these answers triggers it. */
  readonly triggers: readonly Trigger[];
  readonly reason: string;
}

/** The answers in the consultation that the rules read. */
export type SafetyAnswers = Pick<
  ConsultationForm,
  TextField | 'pregnant_or_nursing' | 'sun_exposure' | 'skin_concerns'
>;

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
    triggers: [{ kind: 'terms', fields: MEDS_AND_PRODUCTS, terms: ISOTRETINOIN }],
    reason:
      'Isotretinoin (Accutane) leaves the skin thin: wax can lift or tear it. Usual practice is no waxing until 6 months after the last dose.',
  },
  {
    id: 'isotretinoin-exfoliation',
    severity: 'avoid',
    treatments: ['exfoliation', 'extractions'],
    triggers: [{ kind: 'terms', fields: MEDS_AND_PRODUCTS, terms: ISOTRETINOIN }],
    reason:
      'Isotretinoin (Accutane) leaves the skin fragile and slow to heal: skip scrubs, enzymes, acids and extractions.',
  },
  {
    id: 'retinoid-face-waxing',
    severity: 'avoid',
    treatments: ['face-waxing'],
    triggers: [{ kind: 'terms', fields: MEDS_AND_PRODUCTS, terms: TOPICAL_RETINOIDS }],
    reason:
      'Topical retinoids (tretinoin, adapalene, retinol) make the skin lift with the wax: do not wax where they are applied; usually stopped about a week before.',
  },
  {
    id: 'retinoid-exfoliation',
    severity: 'caution',
    treatments: ['exfoliation'],
    triggers: [{ kind: 'terms', fields: MEDS_AND_PRODUCTS, terms: TOPICAL_RETINOIDS }],
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

/** Lower case, no accents, every run of other characters one space, padded: words are " word ". */
export function normalise(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

/** Whether `text` holds `term` as whole words (a trailing plural "s" or "es" allowed). */
export function mentions(text: string, term: string): boolean {
  const hay = normalise(text);
  const t = normalise(term).trim();
  if (!t) return false;
  return [' ', 's ', 'es '].some((end) => hay.includes(` ${t}${end}`));
}

function answersOf(answers: SafetyAnswers, field: TextField): readonly string[] {
  const value = answers[field];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [value] : [];
}

function triggered(trigger: Trigger, answers: SafetyAnswers): boolean {
  switch (trigger.kind) {
    case 'terms':
      return trigger.fields.some((field) =>
        answersOf(answers, field).some((answer) => trigger.terms.some((t) => mentions(answer, t))),
      );
    case 'pregnantOrNursing':
      return answers.pregnant_or_nursing === true;
    case 'sunExposure':
      return answers.sun_exposure !== null && trigger.levels.includes(answers.sun_exposure);
    case 'skinConcern':
      return (answers.skin_concerns ?? []).some((c) => trigger.concerns.includes(c));
  }
}

const SEVERITY_ORDER: Readonly<Record<SafetySeverity, number>> = { avoid: 0, caution: 1 };

/**
 * The flags of an appointment: each rule whose treatments the appointment involves and whose
 * answers the consultation gives, once, "avoid" before "caution" and otherwise in the table's order.
 * No consultation, no flags.
 */
export function safetyFlags(
  consultation: SafetyAnswers | null | undefined,
  booked: BookedItems,
  catalog: Catalog,
): SafetyFlag[] {
  if (!consultation) return [];
  const kinds = treatmentsOf(booked, catalog);
  if (kinds.size === 0) return [];
  return SAFETY_RULES.filter(
    (rule) =>
      (rule.treatments === 'any' || rule.treatments.some((k) => kinds.has(k))) &&
      rule.triggers.some((t) => triggered(t, consultation)),
  )
    .map((rule, index) => ({ rule, index }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.rule.severity] - SEVERITY_ORDER[b.rule.severity] || a.index - b.index,
    )
    .map(({ rule }) => ({ rule: rule.id, severity: rule.severity, reason: rule.reason }));
}
