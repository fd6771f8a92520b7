import './views.css';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { openDocument, useAppointmentDocuments, type DocumentKind } from '../api/documents';
import { formatApiError } from '../lib/format-error';
import { useToast } from '../ui/toast-context';

/**
 * 'Print spectacle prescription', 'Print referral letter': opens the appointment's document (a PDF the server draws)
 * in a new tab, to print or save. `of` names the appointment or patient in the accessible name where one screen shows
 * several ('… for Kofi Boateng').
 */
export function PrintDocumentButton({ appointmentId, kind, title, of }: { appointmentId: number; kind: DocumentKind; title: string; of?: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const label = `Print ${title.toLowerCase()}`;
  const print = async () => {
    setBusy(true);
    try {
      await openDocument(appointmentId, kind);
    } catch (error) {
      toast.error(formatApiError(error, `The ${title.toLowerCase()} could not be opened.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      icon="pi pi-print"
      label={label}
      aria-label={of ? `${label} for ${of}` : undefined}
      outlined
      size="small"
      loading={busy}
      disabled={busy}
      onClick={() => void print()}
    />
  );
}

/** The print buttons of the documents the appointment's management plan gives; nothing when it gives none. */
export function PrintDocuments({ appointmentId, of }: { appointmentId: number; of?: string }) {
  const { data } = useAppointmentDocuments(appointmentId);
  const documents = data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <div className="print-documents" role="group" aria-label="Documents to print">
      {documents.map((document) => (
        <PrintDocumentButton key={document.kind} appointmentId={appointmentId} kind={document.kind} title={document.title} of={of} />
      ))}
    </div>
  );
}
