/**
 * Lets the HTTP layer send the user to /login without importing the router: the app registers the router's
 * navigate function at start-up.
 */

type Navigator = (path: string) => void;

let navigator: Navigator | null = null;

/** Registers the function used to navigate; returns a function that unregisters it. */
export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

/** Sends the user to /login, through the registered navigator or with a full page load. */
export function goToLogin(): void {
  if (navigator) navigator('/login');
  else window.location.assign('/login');
}
