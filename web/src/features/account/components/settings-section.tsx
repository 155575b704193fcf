import { useId, type ReactNode } from 'react';

/** A titled block of the settings page; the title also names its form for assistive tech. */
export function SettingsSection({
  title,
  children,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children(headingId)}
    </section>
  );
}
