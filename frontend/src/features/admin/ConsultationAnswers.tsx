import {
  CHOICE_FIELDS,
  LIST_FIELDS,
  MULTI_FIELDS,
  type Consultation,
} from '../../features/client/consultation-form';

/** A client's health and consultation answers, read-only, with the same labels the client sees. */
export function ConsultationAnswers({ consultation }: { consultation: Consultation | null }) {
  if (!consultation) return <p className="state">No health form on file yet.</p>;
  const rows: [string, string][] = [
    ...CHOICE_FIELDS.map((f): [string, string] => [f.label, consultation[f.name] ?? '']),
    ...MULTI_FIELDS.map((f): [string, string] => [f.legend, consultation[f.name].join(', ')]),
    ...LIST_FIELDS.map((f): [string, string] => [f.label, consultation[f.name].join(', ')]),
    ['Current skincare routine', consultation.current_skincare_routine ?? ''],
    ['Pregnant or nursing', consultation.pregnant_or_nursing ? 'Yes' : 'No'],
  ];
  const flagged = consultation.pregnant_or_nursing || consultation.allergies.length > 0;
  return (
    <>
      {flagged && (
        <p className="notice notice--error">
          Check before treatment:{' '}
          {[
            consultation.pregnant_or_nursing && 'pregnant or nursing',
            consultation.allergies.length > 0 && `allergies (${consultation.allergies.join(', ')})`,
          ]
            .filter(Boolean)
            .join('; ')}
          .
        </p>
      )}
      <dl className="console-facts console-facts--wide">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
