import { PlaceholderScreen } from '../../ui/placeholder-screen';

/** /case-reviews (spec §2.13): under construction. */
export function CaseReviewsScreen() {
  return (
    <PlaceholderScreen title="Case Reviews">
      <p>This page is under construction.</p>
    </PlaceholderScreen>
  );
}
