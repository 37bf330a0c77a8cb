import { ClientRegister } from '../../features/client/ClientRegister';

/** /client/register: the registration form. */
export default function RegisterPage() {
  return <ClientRegister />;
}
