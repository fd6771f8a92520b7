import { PlaceholderScreen } from '../../ui/placeholder-screen';

/** /pending-reviews (spec §2.13): heading and text, no data yet. */
export function PendingReviewsScreen() {
  return (
    <PlaceholderScreen title="Pending Reviews">
      <p>All cases pending your review and approval are listed here.</p>
    </PlaceholderScreen>
  );
}
