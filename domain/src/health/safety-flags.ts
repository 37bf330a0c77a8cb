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
import { SAFETY_RULES } from './safety-rules';
import type { SafetyAnswers, SafetyFlag, SafetySeverity, TextField, Trigger } from './safety-types';
import { BookedItems, treatmentsOf } from './treatments';

export { SAFETY_RULES } from './safety-rules';
export {
  SAFETY_SEVERITIES,
  SAFETY_SEVERITY_LABELS,
  type SafetyAnswers,
  type SafetyFlag,
  type SafetyRule,
  type SafetySeverity,
} from './safety-types';

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
