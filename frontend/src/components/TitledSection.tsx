import type { ReactNode } from 'react';

/**
 * A band of a content page named by its heading: the section, its container, an eyebrow over the
 * title when there is one, then what it holds.
 */
export function TitledSection({
  id,
  title,
  eyebrow,
  tone,
  anchor,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  /** The band's background (`section--tint`, `section--sage`); plain without. */
  tone?: 'tint' | 'sage';
  /** The section's own id, for a link to it (`/services#packages`). */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      className={tone ? `section section--${tone}` : 'section'}
      aria-labelledby={id}
    >
      <div className="container">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
