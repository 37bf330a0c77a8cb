import { CONSULTATION_OPTIONS, MESSAGES } from '@esthetics/domain';
import {
  CHOICE_FIELDS,
  checkConsultation,
  consultationFieldsOf,
  LIST_FIELDS,
  MULTI_FIELDS,
  toggleOption,
  type Consultation,
} from './consultation-form';

const EMPTY = consultationFieldsOf(null);

describe('the health form', () => {
  it('asks every consultation field of the spec', () => {
    const asked = [
      ...CHOICE_FIELDS.map((f) => f.name),
      ...MULTI_FIELDS.map((f) => f.name),
      ...LIST_FIELDS.map((f) => f.name),
      'current_skincare_routine',
      'pregnant_or_nursing',
    ].sort();
    expect(asked).toEqual(Object.keys(EMPTY).sort());
    expect(asked).toHaveLength(15);
  });

  it("offers the domain's options", () => {
    expect(CHOICE_FIELDS.find((f) => f.name === 'skin_type')?.options).toBe(
      CONSULTATION_OPTIONS.skinTypes,
    );
    expect(MULTI_FIELDS.find((f) => f.name === 'skin_concerns')?.options).toHaveLength(11);
    expect(MULTI_FIELDS.find((f) => f.name === 'treatment_preferences')?.options).toHaveLength(7);
  });

  it('starts empty before the first save', () => {
    expect(EMPTY).toMatchObject({
      skin_type: '',
      skin_concerns: [],
      allergies: '',
      pregnant_or_nursing: false,
    });
  });

  it('shows a saved form, its lists comma separated', () => {
    const saved = {
      ...({} as Consultation),
      skin_type: 'Dry',
      skin_concerns: ['Acne'],
      allergies: ['latex', 'nuts'],
      pregnant_or_nursing: true,
    } as Consultation;
    expect(consultationFieldsOf(saved)).toMatchObject({
      skin_type: 'Dry',
      skin_concerns: ['Acne'],
      allergies: 'latex, nuts',
      medications: '',
      pregnant_or_nursing: true,
    });
  });
});

describe('toggleOption', () => {
  const options = ['A', 'B', 'C'];
  it('adds and removes a choice, keeping the order of the options', () => {
    expect(toggleOption(options, ['C'], 'A', true)).toEqual(['A', 'C']);
    expect(toggleOption(options, ['A', 'C'], 'A', false)).toEqual(['C']);
    expect(toggleOption(options, ['A'], 'A', true)).toEqual(['A']);
  });
});

describe('checkConsultation', () => {
  it('splits the lists at commas, trims them and drops empties', () => {
    const checked = checkConsultation(
      {
        ...EMPTY,
        allergies: ' latex ,, nuts , ',
        medications: ',',
        skin_goals: 'even tone',
        skin_type: 'Oily',
        skin_concerns: ['Acne', 'Redness'],
        current_skincare_routine: '  cleanser  ',
        pregnant_or_nursing: true,
      },
      'c1',
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        client_id: 'c1',
        skin_type: 'Oily',
        skin_concerns: ['Acne', 'Redness'],
        current_skincare_routine: 'cleanser',
        products_currently_using: [],
        previous_treatments: [],
        allergies: ['latex', 'nuts'],
        medications: [],
        medical_conditions: [],
        pregnant_or_nursing: true,
        skin_goals: ['even tone'],
        treatment_preferences: [],
        budget_range: '',
        sun_exposure: '',
        smoking_status: '',
        alcohol_consumption: '',
      },
    });
  });

  it('reports a problem of the domain beside its field', () => {
    const checked = checkConsultation({ ...EMPTY, allergies: 'x'.repeat(201) }, 'c1');
    expect(checked).toMatchObject({ ok: false, field: 'allergies', fields: ['allergies'] });
    expect(checkConsultation({ ...EMPTY, skin_type: 'Scaly' }, 'c1')).toEqual({
      ok: false,
      text: MESSAGES.invalidOption('skin type'),
      field: 'skin_type',
      fields: ['skin_type'],
    });
  });
});
