import './facts-bar.css';

/** A fact's label and value. */
export type Fact = readonly [label: string, value: string];

/**
 * A compact line of labelled facts as a description list (the consultation's patient and appointment, a case under
 * review, a student's case); an empty value shows '—'.
 */
export function FactsBar({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `facts-bar ${className}` : 'facts-bar'}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
