import { MESSAGES } from '@esthetics/domain';
import {
  corporateFormReducer,
  initialCorporateForm,
  type CorporateFormState,
} from './corporate-form-state';

const run = (...actions: Parameters<typeof corporateFormReducer>[1][]): CorporateFormState =>
  actions.reduce(corporateFormReducer, initialCorporateForm);

describe('the corporate form', () => {
  it('starts idle, empty, with no package and no message', () => {
    expect(initialCorporateForm).toMatchObject({
      selectedId: null,
      submitting: false,
      outcome: null,
    });
    expect(Object.values(initialCorporateForm.fields).every((v) => v === '')).toBe(true);
  });

  it('selects a package on a click, switches on a click on another, deselects on a second click', () => {
    expect(run({ type: 'togglePackage', id: 'team_building' }).selectedId).toBe('team_building');
    expect(
      run(
        { type: 'togglePackage', id: 'team_building' },
        { type: 'togglePackage', id: 'executive_retreat' },
      ).selectedId,
    ).toBe('executive_retreat');
    expect(
      run(
        { type: 'togglePackage', id: 'team_building' },
        { type: 'togglePackage', id: 'team_building' },
      ).selectedId,
    ).toBeNull();
  });

  it('clears the previous message and is busy while submitting', () => {
    const state = run(
      { type: 'failed', problem: { text: 'Oops', fields: [] } },
      { type: 'submit' },
    );
    expect(state).toMatchObject({ submitting: true, outcome: null });
  });

  it('on success clears the form and the package and shows the message', () => {
    const state = run(
      { type: 'edit', field: 'companyName', value: 'Acme' },
      { type: 'togglePackage', id: 'team_building' },
      { type: 'submit' },
      { type: 'succeeded', message: 'Thank you!' },
    );
    expect(state).toEqual({
      ...initialCorporateForm,
      outcome: { kind: 'success', text: 'Thank you!' },
    });
  });

  it('on error keeps what was typed and the package, and shows the message', () => {
    const state = run(
      { type: 'edit', field: 'companyName', value: 'Acme' },
      { type: 'togglePackage', id: 'team_building' },
      { type: 'submit' },
      {
        type: 'failed',
        problem: {
          text: MESSAGES.requiredFields,
          field: 'contactName',
          fields: ['contactName', 'email', 'phone'],
        },
      },
    );
    expect(state).toMatchObject({
      fields: { companyName: 'Acme' },
      selectedId: 'team_building',
      submitting: false,
      outcome: {
        kind: 'error',
        text: MESSAGES.requiredFields,
        field: 'contactName',
        fields: ['contactName', 'email', 'phone'],
      },
    });
  });
});
