import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails the server wrote to DATA_DIR/outbox, newest first, decoded (quoted-printable). */
function outboxTexts(): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/=24/g, '$'),
    );
}

/** The visit receipt written for `email`, decoded. */
export function receiptTo(email: string): string | undefined {
  return outboxTexts().find(
    (text) => text.includes(`To: ${email}`) && text.includes('Your receipt'),
  );
}

/** The link to `route` in the newest mail to `email` (the outbox folder), once it is written. */
export function linkIn(email: string, route: string): string | undefined {
  const texts = outboxTexts().filter((text) => text.includes(`To: ${email}`));
  for (const text of texts) {
    const found = new RegExp(
      `https?://[^\\s"<>]*${route}\\?token=[A-Za-z0-9_%-]+(?:&(?:amp;)?[a-z_]+=[A-Za-z0-9_%.-]+)*`,
    ).exec(text);
    if (found) {
      const url = new URL(found[0].replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    }
  }
  return undefined;
}
