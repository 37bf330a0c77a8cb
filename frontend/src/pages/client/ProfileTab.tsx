import { MESSAGES } from '@esthetics/domain';
import { withToken } from '../../api/query-client';
import { profileFieldsOf, profileProblem } from '../../features/client/account-forms';
import { useClient } from '../../features/client/ClientProvider';
import type { ClientSession } from '../../features/client/client-session';
import { ProfileForm, useProfileForm } from '../../features/client/ProfileForm';
import { $api } from '../../features/client/queries';
import { PrivacySection } from '../../features/privacy/PrivacySection';

export function ProfileTab({ session }: { session: ClientSession }) {
  const { updateClient } = useClient();
  const mutation = $api.useMutation('put', '/api/clients/{id}/profile', {
    // The stored session takes the saved record (the name in the navigation follows).
    onSuccess: (data) => updateClient(data.client),
  });
  const form = useProfileForm({
    prefix: 'profile',
    initial: () => profileFieldsOf(session.client),
    mutation,
    variables: (body) => ({
      params: { path: { id: session.client.id } },
      body,
      ...withToken(session.token),
    }),
    problem: profileProblem,
    saved: (data) => ({
      fields: profileFieldsOf(data.client),
      text: data.message || MESSAGES.profileUpdated,
    }),
  });

  return (
    <>
      <ProfileForm
        form={form}
        title="Your profile"
        submitLabel="Save Profile"
        busyLabel="Saving…"
      />
      <PrivacySection session={session} />
    </>
  );
}
