import { ApiKeysPanel } from './ApiKeysPanel';
import './panels.css';

/** The console's Integrations tab: API keys for other systems, and their webhooks. */
export default function IntegrationsPanel() {
  return (
    <div className="console-panel panel integrations-panel">
      <h2 className="visually-hidden">Integrations</h2>
      <ApiKeysPanel />
      {/*
       * ─── WEBHOOKS PANEL (issue 17) ───────────────────────────────────────────────────────────────
       * The lead mounts the other helper's `<WebhooksPanel />` here at merge (import it above):
       *   <WebhooksPanel />
       * ─────────────────────────────────────────────────────────────────────────────────────────────
       */}
    </div>
  );
}
