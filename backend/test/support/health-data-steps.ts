/** Steps of the health data encryption specs: an empty database, the config of an app on it, a consultation saved and read back. */
import request from 'supertest';
import { Harness } from './harness';

export const answers = (marker: string) => ({
  skin_type: 'Oily',
  skin_concerns: ['Acne'],
  current_skincare_routine: `routine ${marker}`,
  products_currently_using: [],
  previous_treatments: [],
  allergies: [`${marker}-allergy`],
  medications: [`${marker}-medication`],
  medical_conditions: [`${marker}-condition`],
  pregnant_or_nursing: true,
  skin_goals: [],
  treatment_preferences: [],
  budget_range: null,
  sun_exposure: null,
  smoking_status: null,
  alcohol_consumption: null,
});

/** Saves a consultation through the API, as the admin. */
export async function saveConsultation(t: Harness, clientId: string, marker: string) {
  const { allergies, medications, medical_conditions, ...rest } = answers(marker);
  await request(t.http)
    .post(`/api/clients/${clientId}/consultation`)
    .set(t.asAdmin())
    .send({
      ...rest,
      allergies: allergies.join(','),
      medications: medications.join(','),
      medical_conditions: medical_conditions.join(','),
    })
    .expect(200);
}
