import { useEffect, useRef } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';

export interface ToastHandle {
  show: (message: ToastMessage) => void;
  remove: (message: ToastMessage) => void;
  clear: () => void;
}

/**
 * The PrimeReact Toast itself, in its own chunk: loaded on the first toast so that painting /login needs
 * none of PrimeReact's JS. Hands its controls to the provider once mounted. Bottom-right, away from the top
 * bar, its search box and the page headings (docs/decisions.md "Toasts at the bottom").
 */
export default function ToastHost({ onReady }: { onReady: (handle: ToastHandle | null) => void }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    onReady({
      show: (message) => toast.current?.show(message),
      remove: (message) => toast.current?.remove(message),
      clear: () => toast.current?.clear(),
    });
    return () => onReady(null);
  }, [onReady]);
  return <Toast ref={toast} position="bottom-right" onClick={(message) => toast.current?.remove(message)} />;
}
