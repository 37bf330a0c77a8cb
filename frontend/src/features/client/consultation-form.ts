import {
  CONSULTATION_OPTIONS,
  MESSAGES,
  parseList,
  validateConsultation,
  type ConsultationForm,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import type { Checked } from '../account/useCheckedForm';
import { failureProblem, type FormProblem } from '../../components/form-problem';

/**
 * The health and consultation form (docs/spec.md: entities, validation, consultation options) as
 * the Health Forms tab edits it: choices from the domain's options, free lists typed comma
 * separated. Framework-free.
 */
export type Consultation = Schemas['ConsultationDto'];

/** The free lists, typed as one comma-separated line each. */
export const LIST_FIELDS = [
  { name: 'products_currently_using', label: 'Products you currently use' },
  { name: 'previous_treatments', label: 'Previous treatments' },
  { name: 'allergies', label: 'Allergies' },
  { name: 'medications', label: 'Medications' },
  { name: 'medical_conditions', label: 'Medical conditions' },
  { name: 'skin_goals', label: 'Skin goals' },
] as const;

export type ListField = (typeof LIST_FIELDS)[number]['name'];

/** The single choices, each a select with the domain's options. */
export const CHOICE_FIELDS = [
  { name: 'skin_type', label: 'Skin type', options: CONSULTATION_OPTIONS.skinTypes },
  {
    name: 'budget_range',
    label: 'Budget per treatment',
    options: CONSULTATION_OPTIONS.budgetRanges,
  },
  { name: 'sun_exposure', label: 'Sun exposure', options: CONSULTATION_OPTIONS.sunExposure },
  { name: 'smoking_status', label: 'Smoking', options: CONSULTATION_OPTIONS.smokingStatus },
  {
    name: 'alcohol_consumption',
    label: 'Alcohol consumption',
    options: CONSULTATION_OPTIONS.alcoholConsumption,
  },
] as const;

export type ChoiceField = (typeof CHOICE_FIELDS)[number]['name'];

/** The checkbox groups, each a fieldset with the domain's options. */
export const MULTI_FIELDS = [
  {
    name: 'skin_concerns',
    legend: 'Skin concerns',
    options: CONSULTATION_OPTIONS.skinConcerns,
  },
  {
    name: 'treatment_preferences',
    legend: 'Treatments you are interested in',
    options: CONSULTATION_OPTIONS.treatmentPreferences,
  },
] as const;

export type MultiField = (typeof MULTI_FIELDS)[number]['name'];

export type ConsultationFields = Record<ListField | ChoiceField, string> &
  Record<MultiField, readonly string[]> & {
    current_skincare_routine: string;
    pregnant_or_nursing: boolean;
  };

/** The saved form as fields to edit; no saved form (null) is an empty form. */
export function consultationFieldsOf(saved: Consultation | null): ConsultationFields {
  return {
    skin_type: saved?.skin_type ?? '',
    skin_concerns: saved?.skin_concerns ?? [],
    current_skincare_routine: saved?.current_skincare_routine ?? '',
    products_currently_using: (saved?.products_currently_using ?? []).join(', '),
    previous_treatments: (saved?.previous_treatments ?? []).join(', '),
    allergies: (saved?.allergies ?? []).join(', '),
    medications: (saved?.medications ?? []).join(', '),
    medical_conditions: (saved?.medical_conditions ?? []).join(', '),
    pregnant_or_nursing: saved?.pregnant_or_nursing ?? false,
    skin_goals: (saved?.skin_goals ?? []).join(', '),
    treatment_preferences: saved?.treatment_preferences ?? [],
    budget_range: saved?.budget_range ?? '',
    sun_exposure: saved?.sun_exposure ?? '',
    smoking_status: saved?.smoking_status ?? '',
    alcohol_consumption: saved?.alcohol_consumption ?? '',
  };
}

/** A checkbox group's values with `option` checked or not, in the order the options are listed. */
export function toggleOption(
  options: readonly string[],
  chosen: readonly string[],
  option: string,
  checked: boolean,
): string[] {
  const next = new Set(chosen);
  if (checked) next.add(option);
  else next.delete(option);
  return options.filter((o) => next.has(o));
}

/**
 * The form checked by the domain, ready to send: lists split at commas, trimmed, empties dropped;
 * unanswered choices sent empty (the server stores them as not answered).
 */
export function checkConsultation(
  fields: ConsultationFields,
  clientId: string,
): Checked<Schemas['ConsultationBodyDto']> {
  const lists = Object.fromEntries(
    LIST_FIELDS.map(({ name }) => [name, parseList(fields[name])]),
  ) as Record<ListField, string[]>;
  const checked = validateConsultation({ ...fields, ...lists });
  if (!checked.ok) {
    const field = checked.field;
    return { ok: false, text: checked.message, field, fields: field ? [field] : [] };
  }
  const value: ConsultationForm = checked.value;
  // An unanswered choice (null) is sent empty.
  const choices = Object.fromEntries(
    CHOICE_FIELDS.map(({ name }) => [name, value[name] ?? '']),
  ) as Record<ChoiceField, string>;
  return {
    ok: true,
    body: {
      client_id: clientId,
      ...value,
      ...choices,
      current_skincare_routine: value.current_skincare_routine ?? '',
    },
  };
}

/** A refused or failed save: the server's message (beside its field) or 'Update failed'; no answer is a network error. */
export const consultationProblem = (error: unknown): FormProblem =>
  failureProblem(error, MESSAGES.updateFailed);
