import { ClientLogin } from '../../features/client/ClientLogin';

/** /client/login: the client's login form. */
export default function LoginPage() {
  return <ClientLogin />;
}
