import { POLICIES } from '@esthetics/domain';
import { BusinessInfo, businessPlace } from '../../config/business-profile';

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A paragraph of the message: plain text, or a link (label + URL). */
export type Block =
  string | { readonly link: string; readonly label: string } | { readonly list: readonly string[] };

/** The frame of every mail: one message in both forms, with the business's name, phone and (optionally) its policies. */
export function compose(
  business: BusinessInfo,
  subject: string,
  blocks: readonly Block[],
  withPolicies = false,
): MailContent {
  const all: Block[] = [...blocks];
  if (withPolicies) all.push({ list: POLICIES.map((p) => `${p.title}: ${p.text}`) });
  // The footer of every message: who we are, where, and how to reach us.
  const signature = [
    business.name,
    businessPlace(business),
    business.phone,
    business.email,
    business.social,
  ].join(' · ');
  const text = [
    ...all.map((b) =>
      typeof b === 'string'
        ? b
        : 'link' in b
          ? `${b.label}: ${b.link}`
          : b.list.map((i) => `- ${i}`).join('\n'),
    ),
    '',
    signature,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#2d2424;line-height:1.5;max-width:560px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#8b5e5a">${escape(business.name)}</h1>
${all
  .map((b) =>
    typeof b === 'string'
      ? `<p>${escape(b).replace(/\n/g, '<br>')}</p>`
      : 'link' in b
        ? `<p><a href="${escape(b.link)}" style="display:inline-block;background:#8b5e5a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(b.label)}</a></p>`
        : `<ul>${b.list.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p style="color:#7a6a68;font-size:13px">${escape(signature)}</p>
</body></html>`;
  return { subject, text, html };
}
