import type { ReactNode } from 'react';
import { DraftOwnerProvider, type DraftOwner } from '../../../src/engine/draft-owner';

/** A draft owner with the id `id`, signed in for as long as `signedIn()` says. */
export function draftOwner(id = '7', signedIn: () => boolean = () => true): DraftOwner {
  return { id, isSignedIn: signedIn };
}

/** A `render` wrapper that gives the forms inside `owner` (as the app's layout does for the signed-in user). */
export function withDraftOwner(owner: DraftOwner = draftOwner()) {
  return function DraftOwnerWrapper({ children }: { children: ReactNode }) {
    return <DraftOwnerProvider owner={owner}>{children}</DraftOwnerProvider>;
  };
}
