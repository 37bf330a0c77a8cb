/** The vocabulary of the safety flags (see safety-flags.ts): severities, flags, rules and their triggers. */
import { ConsultationForm } from '../validation/consultation';
import { TreatmentKind } from './treatments';

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
export type TextField =
  | 'products_currently_using'
  | 'current_skincare_routine'
  | 'allergies'
  | 'medications'
  | 'medical_conditions'
  | 'previous_treatments';

export type Trigger =
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
