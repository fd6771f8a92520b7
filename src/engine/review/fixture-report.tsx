import type { FixtureCheck } from './fixture-check';

function Messages({ title, messages }: { title: string; messages: Record<string, string[]> }) {
  const entries = Object.entries(messages);
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {entries.map(([path, list]) => (
          <li key={path}>
            <code>{path}</code>: {list.join(' ')}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Whether the chosen fixture validates as its name says, with the messages found and any expected ones missing. */
export function FixtureReport({ name, check }: { name: string; check: FixtureCheck }) {
  return (
    <section className="review-fixture" aria-label="Fixture check">
      <p>
        <strong>{name}</strong>: {check.ok ? 'behaves as expected' : 'does NOT behave as expected'}
      </p>
      <Messages title="Messages found" messages={check.found} />
      <Messages title="Expected but not found" messages={check.missing} />
    </section>
  );
}
