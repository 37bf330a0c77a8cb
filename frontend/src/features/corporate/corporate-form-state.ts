import type { FormOutcome, FormProblem } from '../../components/form-problem';
import { EMPTY_CORPORATE_FIELDS, type CorporateFields } from './corporate-inquiry';

/**
 * The corporate form of docs/spec.md#corporate-form: idle -> submitting -> success (cleared) or
 * error.
 */
export interface CorporateFormState {
  readonly fields: CorporateFields;
  readonly selectedId: string | null;
  readonly submitting: boolean;
  /** The answer: a confirmation, or the problem shown beside its field (or under the form). */
  readonly outcome: FormOutcome | null;
}

export type CorporateFormAction =
  | { type: 'edit'; field: keyof CorporateFields; value: string }
  | { type: 'togglePackage'; id: string }
  | { type: 'submit' }
  | { type: 'succeeded'; message: string }
  | { type: 'failed'; problem: FormProblem };

export const initialCorporateForm: CorporateFormState = {
  fields: EMPTY_CORPORATE_FIELDS,
  selectedId: null,
  submitting: false,
  outcome: null,
};

export function corporateFormReducer(
  state: CorporateFormState,
  action: CorporateFormAction,
): CorporateFormState {
  switch (action.type) {
    case 'edit':
      return { ...state, fields: { ...state.fields, [action.field]: action.value } };
    case 'togglePackage':
      // Click selects; a click on the selected package deselects it.
      return { ...state, selectedId: state.selectedId === action.id ? null : action.id };
    case 'submit':
      // Messages are cleared on each new submit.
      return { ...state, submitting: true, outcome: null };
    case 'succeeded':
      return { ...initialCorporateForm, outcome: { kind: 'success', text: action.message } };
    case 'failed':
      return { ...state, submitting: false, outcome: { kind: 'error', ...action.problem } };
  }
}
