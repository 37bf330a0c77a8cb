import { MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { withToken } from '../../api/request-options';
import { profileFieldsOf, profileProblem } from './account-forms';
import { useClient } from './ClientProvider';
import type { ClientSession } from './client-session';
import { ProfileForm, useProfileForm } from './ProfileForm';
import { $api } from '../../api/queries';
import { emailStatusQuery } from './queries';
import { PrivacySection } from '../privacy/PrivacySection';
import { SavedCardSection } from './SavedCardSection';

export function ProfileTab({ session }: { session: ClientSession }) {
  const { updateClient } = useClient();
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('put', '/api/clients/{id}/profile', {
    // The stored session takes the saved record (the name in the navigation follows); a new e-mail
    // waits for its confirmation, which the notice above the tabs then asks for.
    onSuccess: (data) => {
      updateClient(data.client);
      void queryClient.invalidateQueries({
        queryKey: emailStatusQuery(session.client.id, session.token).queryKey,
      });
    },
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
      <SavedCardSection session={session} />
      <PrivacySection session={session} />
    </>
  );
}
