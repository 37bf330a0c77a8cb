import { ClientDto, ConsultationDto } from './client.dto';
import { Client, Consultation } from '../ports/client.port';

/** A client and their consultation as the API shows them (public: the admin module answers with them too). */
export const toClientDto = (c: Client): ClientDto => ({
  id: c.id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  date_of_birth: c.date_of_birth,
  emergency_contact_name: c.emergency_contact_name,
  emergency_contact_phone: c.emergency_contact_phone,
  created_at: c.created_at.toISOString(),
  email_verified: c.email_verified_at !== null,
});

export const toConsultationDto = (c: Consultation): ConsultationDto => ({
  status: 'success',
  client_id: c.client_id,
  skin_type: c.skin_type,
  skin_concerns: c.skin_concerns,
  current_skincare_routine: c.current_skincare_routine,
  products_currently_using: c.products_currently_using,
  previous_treatments: c.previous_treatments,
  allergies: c.allergies,
  medications: c.medications,
  medical_conditions: c.medical_conditions,
  pregnant_or_nursing: c.pregnant_or_nursing,
  skin_goals: c.skin_goals,
  treatment_preferences: c.treatment_preferences,
  budget_range: c.budget_range,
  sun_exposure: c.sun_exposure,
  smoking_status: c.smoking_status,
  alcohol_consumption: c.alcohol_consumption,
  updated_at: c.updated_at.toISOString(),
});
