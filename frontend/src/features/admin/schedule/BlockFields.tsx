import { BLOCK_NOTE_MAX } from '@esthetics/domain';
import { Field } from '../../../components/form-fields';
import type { FormOutcome } from '../../../components/form-problem';
import { BLOCK_SHAPES, WEEKDAY_CHOICES, type BlockDraft, type BlockShape } from './block-draft';

export const BLOCK_FORM_PREFIX = 'timeoff';

type Edit = (changes: Partial<BlockDraft>) => void;

/** A date or time input of the form, wired to its label and its error. */
function Input({
  name,
  label,
  type,
  draft,
  outcome,
  edit,
}: {
  name: 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'from' | 'to';
  label: string;
  type: 'date' | 'time';
  draft: BlockDraft;
  outcome: FormOutcome | null;
  edit: Edit;
}) {
  return (
    <Field prefix={BLOCK_FORM_PREFIX} name={name} label={label} outcome={outcome}>
      {(props) => (
        <input
          {...props}
          type={type}
          step={type === 'time' ? 300 : undefined}
          value={draft[name]}
          onChange={(e) => edit({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
}

/**
 * The fields of the time-off form: its shape (whole days, part of a day, every week), then the
 * dates or times of that shape, then the private note. Each shows the error of its own field.
 */
export function BlockFields({
  draft,
  outcome,
  edit,
}: {
  draft: BlockDraft;
  outcome: FormOutcome | null;
  edit: Edit;
}) {
  const input = (
    name: 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'from' | 'to',
    label: string,
    type: 'date' | 'time',
  ) => <Input name={name} label={label} type={type} draft={draft} outcome={outcome} edit={edit} />;
  return (
    <>
      <fieldset className="timeoff-shape">
        <legend>What to block</legend>
        {BLOCK_SHAPES.map((s) => (
          <label key={s.id} className="timeoff-shape-choice">
            <input
              type="radio"
              name={`${BLOCK_FORM_PREFIX}-shape`}
              value={s.id}
              checked={draft.shape === s.id}
              onChange={() => edit({ shape: s.id as BlockShape })}
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <div className="timeoff-fields">
        {draft.shape === 'days' && (
          <>
            {input('start_date', 'From', 'date')}
            {input('end_date', 'To (the last day off)', 'date')}
          </>
        )}
        {draft.shape === 'part' && (
          <>
            {input('start_date', 'Date', 'date')}
            {input('start_time', 'From', 'time')}
            {input('end_time', 'To', 'time')}
          </>
        )}
        {draft.shape === 'weekly' && (
          <>
            <Field prefix={BLOCK_FORM_PREFIX} name="weekday" label="Every" outcome={outcome}>
              {(props) => (
                <select
                  {...props}
                  value={draft.weekday}
                  onChange={(e) => edit({ weekday: e.target.value })}
                >
                  {WEEKDAY_CHOICES.map((d) => (
                    <option key={d.value} value={d.value}>
                      {d.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {input('from', 'From', 'time')}
            {input('to', 'To', 'time')}
          </>
        )}
      </div>
      <Field
        prefix={BLOCK_FORM_PREFIX}
        name="note"
        label="Private note (optional)"
        outcome={outcome}
        hint="Only you see it, here and on the agenda."
      >
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={BLOCK_NOTE_MAX}
            value={draft.note}
            onChange={(e) => edit({ note: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
