import { validateConsultation } from './consultation';
import { BLANK_CONSULTATION } from './consultation.fixture';

const long = (n: number) => 'x'.repeat(n);

describe('validateConsultation', () => {
  it('accepts an empty form: every field is optional', () => {
    expect(validateConsultation({})).toEqual({ ok: true, value: BLANK_CONSULTATION });
  });

  it('accepts a full form, splitting comma lists and dropping empties', () => {
    expect(
      validateConsultation({
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness', 'Acne'],
        current_skincare_routine: '  Cleanser, moisturiser  ',
        products_currently_using: 'CeraVe cleanser, SPF 50',
        previous_treatments: ['Chemical peel'],
        allergies: 'peanuts, , latex ',
        medications: 'Accutane,,',
        medical_conditions: '',
        pregnant_or_nursing: true,
        skin_goals: 'Clear skin, glow',
        treatment_preferences: 'Facials, LED light therapy',
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
      }),
    ).toEqual({
      ok: true,
      value: {
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness'],
        current_skincare_routine: 'Cleanser, moisturiser',
        products_currently_using: ['CeraVe cleanser', 'SPF 50'],
        previous_treatments: ['Chemical peel'],
        allergies: ['peanuts', 'latex'],
        medications: ['Accutane'],
        medical_conditions: [],
        pregnant_or_nursing: true,
        skin_goals: ['Clear skin', 'glow'],
        treatment_preferences: ['Facials', 'LED light therapy'],
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
      },
    });
  });

  it.each([
    ['skin_type', 'oily', 'Please choose a valid option for skin type.'],
    ['budget_range', '$1000', 'Please choose a valid option for budget range.'],
    ['sun_exposure', 'Extreme', 'Please choose a valid option for sun exposure.'],
    ['smoking_status', 'Sometimes', 'Please choose a valid option for smoking status.'],
    ['alcohol_consumption', 'Daily', 'Please choose a valid option for alcohol consumption.'],
    ['skin_concerns', ['Acne', 'Freckles'], 'Please choose a valid option for skin concerns.'],
    ['treatment_preferences', 'Botox', 'Please choose a valid option for treatment preferences.'],
  ])('refuses %s = %p', (field, value, message) => {
    expect(validateConsultation({ [field]: value })).toEqual({
      ok: false,
      code: 'invalidOption',
      message,
      field,
    });
  });

  it.each([
    ['allergies', 'Allergies'],
    ['medications', 'Medications'],
    ['skin_goals', 'Skin goals'],
    ['products_currently_using', 'Products currently using'],
  ])('refuses more than 50 %s', (field, label) => {
    const items = Array.from({ length: 51 }, (_, i) => `item ${i}`).join(', ');
    expect(validateConsultation({ [field]: items })).toEqual({
      ok: false,
      code: 'tooManyItems',
      message: `${label} can have at most 50 entries.`,
      field,
    });
  });

  it('accepts exactly 50 entries of 200 characters', () => {
    const items = Array.from({ length: 50 }, () => long(200));
    expect(validateConsultation({ allergies: items }).ok).toBe(true);
  });

  it.each([
    ['previous_treatments', 'Previous treatments must be at most 200 characters.'],
    ['medical_conditions', 'Medical conditions must be at most 200 characters.'],
  ])('refuses a %s entry over 200 characters', (field, message) => {
    expect(validateConsultation({ [field]: ['ok', long(201)] })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('refuses a skincare routine over 2000 characters', () => {
    expect(validateConsultation({ current_skincare_routine: long(2001) })).toEqual({
      ok: false,
      code: 'tooLong',
      message: 'Current skincare routine must be at most 2000 characters.',
      field: 'current_skincare_routine',
    });
  });

  it.each([['true'], [1], ['yes']])(
    'reads pregnant_or_nursing %p as false: only true is true',
    (value) => {
      const r = validateConsultation({ pregnant_or_nursing: value });
      expect(r).toMatchObject({ ok: true, value: { pregnant_or_nursing: false } });
    },
  );
});
