import { MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientSession } from './client-session';
import {
  CHOICE_FIELDS,
  checkConsultation,
  consultationFieldsOf,
  consultationProblem,
  LIST_FIELDS,
  MULTI_FIELDS,
  toggleOption,
  type Consultation,
  type ConsultationFields,
} from './consultation-form';
import { $api } from '../../api/queries';
import { consultationKey, useConsultation } from './queries';
import { withToken } from '../../api/request-options';
import { QueryState } from '../account/QueryState';
import { HealthCodeStep } from '../health-access/HealthCodeStep';
import { healthAccessQuery } from '../health-access/queries';
import { useCheckedForm } from '../account/useCheckedForm';
import {
  describedBy,
  FieldError,
  FormOutcomeNotice,
  TextField,
} from '../../components/form-fields';
import { BusyButton } from '../../components/BusyButton';

const PREFIX = 'health';

function HealthForm({ session, saved }: { session: ClientSession; saved: Consultation | null }) {
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('post', '/api/clients/{id}/consultation', {
    // What the server stored (lists trimmed, empties dropped) is what the form shows from now on.
    onSuccess: (data) =>
      queryClient.setQueryData(
        consultationKey(session.client.id, session.token),
        data.consultation,
      ),
  });
  const { fields, setFields, outcome, submit, busy } = useCheckedForm({
    prefix: PREFIX,
    initial: () => consultationFieldsOf(saved),
    check: (fields: ConsultationFields) => checkConsultation(fields, session.client.id),
    mutation,
    variables: (body) => ({
      params: { path: { id: session.client.id } },
      body,
      ...withToken(session.token),
    }),
    problem: consultationProblem,
    saved: (data) => ({
      fields: consultationFieldsOf(data.consultation),
      text: data.message || MESSAGES.healthFormsUpdated,
    }),
  });

  const set = <K extends keyof ConsultationFields>(name: K, value: ConsultationFields[K]) =>
    setFields({ ...fields, [name]: value });

  const [skinType, ...lifestyle] = CHOICE_FIELDS;
  const choice = ({ name, label, options }: (typeof CHOICE_FIELDS)[number]) => (
    <div className="field" key={name}>
      <label htmlFor={describedBy(PREFIX, name, outcome, false).id}>{label}</label>
      <select
        {...describedBy(PREFIX, name, outcome, false)}
        value={fields[name]}
        onChange={(e) => set(name, e.target.value)}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError prefix={PREFIX} name={name} outcome={outcome} />
    </div>
  );

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="health-title">
      <h2 id="health-title">Health and consultation form</h2>
      <p className="form-note">
        Your answers help us choose safe, effective treatments. Only you and our esthetician can see
        them. Every question is optional.
      </p>

      <h3 className="form-section-title">Your skin</h3>
      <div className="form-row form-row--half">{choice(skinType)}</div>
      {MULTI_FIELDS.map(({ name, legend, options }) => (
        <fieldset
          key={name}
          className="client-fieldset choice-group"
          id={describedBy(PREFIX, name, outcome, false).id}
          tabIndex={-1}
          aria-describedby={describedBy(PREFIX, name, outcome, false)['aria-describedby']}
        >
          <legend>{legend}</legend>
          <div className="choice-grid">
            {options.map((option, i) => {
              const id = `${PREFIX}-${name}-${i}`;
              return (
                <div className="choice" key={option}>
                  <input
                    type="checkbox"
                    id={id}
                    name={name}
                    value={option}
                    checked={fields[name].includes(option)}
                    onChange={(e) =>
                      set(name, toggleOption(options, fields[name], option, e.target.checked))
                    }
                  />
                  <label htmlFor={id}>{option}</label>
                </div>
              );
            })}
          </div>
          <FieldError prefix={PREFIX} name={name} outcome={outcome} />
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={describedBy(PREFIX, 'current_skincare_routine', outcome, false).id}>
          Current skincare routine
        </label>
        <textarea
          {...describedBy(PREFIX, 'current_skincare_routine', outcome, false)}
          rows={4}
          value={fields.current_skincare_routine}
          onChange={(e) => set('current_skincare_routine', e.target.value)}
        />
        <FieldError prefix={PREFIX} name="current_skincare_routine" outcome={outcome} />
      </div>

      <h3 className="form-section-title">Health and history</h3>
      <p className="form-note" id={`${PREFIX}-lists-hint`}>
        Separate several entries with commas, for example “retinol, vitamin C serum”.
      </p>
      <div className="form-row">
        {LIST_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            prefix={PREFIX}
            name={name}
            label={label}
            value={fields[name]}
            onValue={(value) => set(name, value)}
            outcome={outcome}
            hint="Comma separated"
            autoComplete="off"
          />
        ))}
      </div>
      <div className="choice choice--single">
        <input
          type="checkbox"
          id={`${PREFIX}-pregnant-or-nursing`}
          name="pregnant_or_nursing"
          checked={fields.pregnant_or_nursing}
          onChange={(e) => set('pregnant_or_nursing', e.target.checked)}
        />
        <label htmlFor={`${PREFIX}-pregnant-or-nursing`}>I am pregnant or nursing</label>
      </div>

      <h3 className="form-section-title">Lifestyle and budget</h3>
      <div className="form-row form-row--quarter">{lifestyle.map(choice)}</div>

      <FormOutcomeNotice outcome={outcome} />
      <BusyButton className="btn" busy={busy && 'Saving…'}>
        Save Health Form
      </BusyButton>
    </form>
  );
}

/** The saved form, once this session may see it. */
function ConsultationForm({ session }: { session: ClientSession }) {
  const query = useConsultation(session.client.id, session.token);
  return (
    <QueryState
      query={query}
      loading="Loading your health form…"
      failed={MESSAGES.healthFormLoadFailed}
    >
      {(saved) => <HealthForm session={session} saved={saved} />}
    </QueryState>
  );
}

/**
 * The Health Forms tab: the first time a browser session opens it, a code e-mailed to the client
 * confirms it is theirs (docs/security.md); then the form as docs/spec.md describes it.
 */
export function HealthFormTab({ session }: { session: ClientSession }) {
  const access = useQuery(healthAccessQuery(session.client.id, session.token));
  return (
    <QueryState
      query={access}
      loading="Loading your health form…"
      failed={MESSAGES.healthAccessCheckFailed}
    >
      {(a) =>
        a.confirmed ? (
          <ConsultationForm session={session} />
        ) : (
          <HealthCodeStep session={session} access={a} />
        )
      }
    </QueryState>
  );
}
