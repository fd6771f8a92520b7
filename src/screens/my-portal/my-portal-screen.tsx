import { PlaceholderScreen } from '../../ui/placeholder-screen';

/** /my-portal (spec §2.13): under construction. */
export function MyPortalScreen() {
  return (
    <PlaceholderScreen title="My Portal">
      <p>This page is under construction.</p>
    </PlaceholderScreen>
  );
}
