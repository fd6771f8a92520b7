import type { ReactNode } from 'react';

/** A screen with a heading and a short text, for routes whose feature is not built yet. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="screen placeholder-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {children ?? <p className="muted">This screen is coming soon.</p>}
    </section>
  );
}
