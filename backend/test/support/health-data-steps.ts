/** Steps of the health data encryption specs: an empty database, the config of an app on it, a consultation saved and read back. */
import { ConsultationForm, validateConsultation } from '@esthetics/domain';
import request from 'supertest';
import { Harness } from './harness';

/** The consultation with nothing answered: the form with no field given (the domain's tests pin it). */
const blank = validateConsultation({});
if (!blank.ok) throw new Error(`An empty consultation form is refused: ${blank.message}`);

/** A consultation with health answers that carry `marker`, to find them stored or read back. */
export const answers = (marker: string): ConsultationForm => ({
  ...blank.value,
  skin_type: 'Oily',
  skin_concerns: ['Acne'],
  current_skincare_routine: `routine ${marker}`,
  allergies: [`${marker}-allergy`],
  medications: [`${marker}-medication`],
  medical_conditions: [`${marker}-condition`],
  pregnant_or_nursing: true,
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
