import { LEGAL_LAST_UPDATED } from '@esthetics/domain';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import './legal.css';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** A legal page: its sections with a table of contents, and when it was last updated. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        {intro}
      </PageHeader>
      <div className="section">
        <div className="container legal">
          <p className="updated">Last updated {LEGAL_LAST_UPDATED}</p>
          <nav aria-label="On this page" className="toc">
            <h2>On this page</h2>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
