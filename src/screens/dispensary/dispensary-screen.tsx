import { PlaceholderScreen } from '../../ui/placeholder-screen';

/** /dispensary (spec §2.13): placeholder. */
export function DispensaryScreen() {
  return (
    <PlaceholderScreen title="Dispensary">
      <p>The dispensary will be available here soon.</p>
    </PlaceholderScreen>
  );
}
