import { ApiKeysPanel } from './ApiKeysPanel';
import WebhooksPanel from './WebhooksPanel';
import '../admin/panels.css';

/** The console's Integrations tab: API keys for other systems, and their webhooks. */
export default function IntegrationsPanel() {
  return (
    <div className="console-panel panel integrations-panel">
      <h2 className="visually-hidden">Integrations</h2>
      <ApiKeysPanel />
      <WebhooksPanel />
    </div>
  );
}
