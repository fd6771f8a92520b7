import { useEffect, useRef } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { useToastSlot } from './toast-slot';

export interface ToastHandle {
  show: (message: ToastMessage) => void;
  remove: (message: ToastMessage) => void;
  clear: () => void;
}

/**
 * The PrimeReact Toast itself, in its own chunk: loaded on the first toast so that painting /login needs
 * none of PrimeReact's JS. Hands its controls to the provider once mounted. Top-center: in the signed-in shell, in
 * the flow under the top bar (the page moves down rather than being covered); elsewhere floating
 * (docs/decisions.md "Toasts top-center, under the top bar").
 */
export default function ToastHost({ onReady }: { onReady: (handle: ToastHandle | null) => void }) {
  const toast = useRef<Toast>(null);
  const slot = useToastSlot();
  useEffect(() => {
    onReady({
      show: (message) => toast.current?.show(message),
      remove: (message) => toast.current?.remove(message),
      clear: () => toast.current?.clear(),
    });
    return () => onReady(null);
  }, [onReady]);
  return <Toast ref={toast} position="top-center" appendTo={slot ?? undefined} onClick={(message) => toast.current?.remove(message)} />;
}
