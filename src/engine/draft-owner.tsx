import { createContext, useContext, type ReactNode } from 'react';

/** Whose drafts the forms below keep. The app provides it from the signed-in user; the engine knows no auth. */
export interface DraftOwner {
  /** The signed-in user's id: part of every draft's storage key (`draft:<id>:<key>`). */
  id: string;
  /**
   * Whether that user is still the one signed in on this device. Checked before every write, so that input
   * flushed after a logout (a form unmounting on the way to /login, a hidden page) is not written back.
   */
  isSignedIn(): boolean;
}

const DraftOwnerContext = createContext<DraftOwner | null>(null);

/**
 * Gives the forms inside the user whose drafts they keep. Without an owner (`null`, or no provider) forms keep
 * no drafts at all. Memoize `owner`: a new object per render would re-create the draft callbacks.
 */
export function DraftOwnerProvider({ owner, children }: { owner: DraftOwner | null; children: ReactNode }) {
  return <DraftOwnerContext.Provider value={owner}>{children}</DraftOwnerContext.Provider>;
}

/** The draft owner provided above, or `null`. */
export function useDraftOwner(): DraftOwner | null {
  return useContext(DraftOwnerContext);
}
