import type { ReactNode } from 'react';

/** A heading whose level follows the nesting depth: the form's title is an `h2`, its sections `h3`, and so on. */
export function SectionHeading({ id, depth, children }: { id: string; depth: number; children: ReactNode }) {
  const Tag = `h${Math.min(2 + depth, 6)}` as 'h2';
  return (
    <Tag id={id} className="sf-title">
      {children}
    </Tag>
  );
}
