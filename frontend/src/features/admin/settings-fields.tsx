import { BusyButton } from '../../components/BusyButton';
import { FormNotice, type Notice } from '../../components/FormNotice';

/** A whole number of hours in a console settings card (the domain's check runs on save). */
export function HoursField({
  label,
  value,
  max,
  onValue,
}: {
  label: string;
  value: string;
  max: number;
  onValue: (value: string) => void;
}) {
  return (
    <label className="form-field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </label>
  );
}

/** A settings card's answer and its Save button. */
export function SaveRow({ outcome, saving }: { outcome: Notice; saving: boolean }) {
  return (
    <>
      <FormNotice notice={outcome} />
      <BusyButton className="btn btn--accent" busy={saving && 'Saving…'}>
        Save
      </BusyButton>
    </>
  );
}
