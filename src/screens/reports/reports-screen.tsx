import { PlaceholderScreen } from '../../ui/placeholder-screen';

/** /reports (spec §2.13). */
export function ReportsScreen() {
  return (
    <PlaceholderScreen title="Reports">
      <p>This section will show analytical and performance reports.</p>
    </PlaceholderScreen>
  );
}
