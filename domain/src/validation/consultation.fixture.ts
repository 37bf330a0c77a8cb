import { ConsultationForm } from './consultation';

/** The consultation with nothing answered: what an empty form is read as. */
export const BLANK_CONSULTATION: ConsultationForm = {
  skin_type: null,
  skin_concerns: [],
  current_skincare_routine: null,
  products_currently_using: [],
  previous_treatments: [],
  allergies: [],
  medications: [],
  medical_conditions: [],
  pregnant_or_nursing: false,
  skin_goals: [],
  treatment_preferences: [],
  budget_range: null,
  sun_exposure: null,
  smoking_status: null,
  alcohol_consumption: null,
};
