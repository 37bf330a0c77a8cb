/** The health and consultation form. */
import { CONSULTATION_OPTIONS } from '../catalog';
import { LIMITS, parseList, text } from './fields';
import { failWith, pass, tooLong } from './checks';
import { Raw, Validation } from './result';

export interface ConsultationForm {
  skin_type: string | null;
  skin_concerns: string[];
  current_skincare_routine: string | null;
  products_currently_using: string[];
  previous_treatments: string[];
  allergies: string[];
  medications: string[];
  medical_conditions: string[];
  pregnant_or_nursing: boolean;
  skin_goals: string[];
  treatment_preferences: string[];
  budget_range: string | null;
  sun_exposure: string | null;
  smoking_status: string | null;
  alcohol_consumption: string | null;
}

const CONSULTATION_CHOICES: Record<string, [readonly string[], string]> = {
  skin_type: [CONSULTATION_OPTIONS.skinTypes, 'skin type'],
  budget_range: [CONSULTATION_OPTIONS.budgetRanges, 'budget range'],
  sun_exposure: [CONSULTATION_OPTIONS.sunExposure, 'sun exposure'],
  smoking_status: [CONSULTATION_OPTIONS.smokingStatus, 'smoking status'],
  alcohol_consumption: [CONSULTATION_OPTIONS.alcoholConsumption, 'alcohol consumption'],
};

const CONSULTATION_MULTI: Record<string, [readonly string[], string]> = {
  skin_concerns: [CONSULTATION_OPTIONS.skinConcerns, 'skin concerns'],
  treatment_preferences: [CONSULTATION_OPTIONS.treatmentPreferences, 'treatment preferences'],
};

const FREE_LISTS = [
  'products_currently_using',
  'previous_treatments',
  'allergies',
  'medications',
  'medical_conditions',
  'skin_goals',
] as const;

/** The health and consultation form: every field optional; choices from the listed options only. */
export function validateConsultation(raw: Raw<ConsultationForm>): Validation<ConsultationForm> {
  const choices: Record<string, string | null> = {};
  for (const [field, [options, label]] of Object.entries(CONSULTATION_CHOICES)) {
    const value = text((raw as Record<string, unknown>)[field]);
    if (value && !options.includes(value)) return failWith('invalidOption', [label], field);
    choices[field] = value || null;
  }
  const multi: Record<string, string[]> = {};
  for (const [field, [options, label]] of Object.entries(CONSULTATION_MULTI)) {
    const values = parseList((raw as Record<string, unknown>)[field]);
    if (values.some((v) => !options.includes(v))) return failWith('invalidOption', [label], field);
    multi[field] = [...new Set(values)];
  }
  const lists: Record<string, string[]> = {};
  for (const field of FREE_LISTS) {
    const values = parseList(raw[field]);
    const label = field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
    if (values.length > LIMITS.listItems) {
      return failWith('tooManyItems', [label, LIMITS.listItems], field);
    }
    if (values.some((v) => v.length > LIMITS.listItem)) {
      return failWith('tooLong', [label, LIMITS.listItem], field);
    }
    lists[field] = values;
  }
  const routine = text(raw.current_skincare_routine);
  const long = tooLong({
    current_skincare_routine: ['Current skincare routine', routine, LIMITS.text],
  });
  if (long) return long;
  return pass({
    skin_type: choices.skin_type,
    skin_concerns: multi.skin_concerns,
    current_skincare_routine: routine || null,
    products_currently_using: lists.products_currently_using,
    previous_treatments: lists.previous_treatments,
    allergies: lists.allergies,
    medications: lists.medications,
    medical_conditions: lists.medical_conditions,
    pregnant_or_nursing: raw.pregnant_or_nursing === true,
    skin_goals: lists.skin_goals,
    treatment_preferences: multi.treatment_preferences,
    budget_range: choices.budget_range,
    sun_exposure: choices.sun_exposure,
    smoking_status: choices.smoking_status,
    alcohol_consumption: choices.alcohol_consumption,
  });
}
