import { PasswordForm } from './PasswordForm';
import { SessionsPanel } from './SessionsPanel';
import './security.css';
import '../panels.css';

/** The console's Security tab: the browsers signed in, and the password. */
export function SecurityPanel() {
  return (
    <div className="console-panel panel security-panel">
      <h2 className="visually-hidden">Security</h2>
      <SessionsPanel />
      <PasswordForm />
    </div>
  );
}
