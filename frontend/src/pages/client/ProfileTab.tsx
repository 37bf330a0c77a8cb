import { MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import {
  checkProfile,
  profileFieldsOf,
  profileProblem,
  type ProfileFields as Fields,
} from '../../features/client/account-forms';
import { useClient } from '../../features/client/ClientProvider';
import type { ClientSession } from '../../features/client/client-session';
import { errorOutcome, type FormOutcome } from '../../components/form-problem';
import { $api } from '../../features/client/queries';
import { withToken } from '../../api/query-client';
import { todayInBusinessZone } from '../../features/client/today';
import { FormOutcomeNotice, useFocusProblem } from '../../components/form-fields';
import { ProfileFields } from '../../features/client/ProfileFields';

const PREFIX = 'profile';

export function ProfileTab({ session }: { session: ClientSession }) {
  const { updateClient } = useClient();
  const [fields, setFields] = useState<Fields>(() => profileFieldsOf(session.client));
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [today] = useState(todayInBusinessZone);
  const mutation = $api.useMutation('put', '/api/clients/{id}/profile', {
    onSuccess: (data) => {
      // The stored session takes the saved record (the name in the navigation follows).
      updateClient(data.client);
      setFields(profileFieldsOf(data.client));
      setOutcome({ kind: 'success', text: data.message || MESSAGES.profileUpdated });
    },
    onError: (error) => setOutcome(errorOutcome(profileProblem(error))),
  });
  useFocusProblem(PREFIX, outcome);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = checkProfile(fields, today);
    if (!checked.ok) {
      setOutcome(errorOutcome(checked));
      return;
    }
    setOutcome(null);
    mutation.mutate({
      params: { path: { id: session.client.id } },
      body: checked.body,
      ...withToken(session.token),
    });
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Your profile</h2>
      <ProfileFields
        prefix={PREFIX}
        fields={fields}
        onChange={setFields}
        outcome={outcome}
        today={today}
      />
      <FormOutcomeNotice outcome={outcome} />
      <button type="submit" className="btn" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save Profile'}
      </button>
    </form>
  );
}
