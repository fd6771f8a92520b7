import { useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import type { Appointment } from '../../api/appointments';
import { SECTION_SOURCES } from '../../api/use-section-record';
import { recordTabTitle } from '../../lib/consultation-sections';
import { PrintDocuments } from '../../views/print-documents';
import { RecordTab } from '../../views/record-view';
import { formatDate } from '../../lib/display-dates';

export interface RecordsDialogProps {
  appointment: Appointment | null;
  patientId: number;
  onClose: () => void;
}

/**
 * 'View More' (platform §2.8): the appointment's sections in tabs, read-only; only the open tab is loaded. The footer
 * prints the documents its management plan gives (issue 22: spectacle prescription, referral letter).
 */
export function RecordsDialog({ appointment, patientId, onClose }: RecordsDialogProps) {
  const [active, setActive] = useState(0);
  return (
    <AppDialog
      header={appointment ? `Appointment of ${formatDate(appointment.appointment_date)}` : 'Appointment'}
      visible={appointment !== null}
      onHide={() => {
        setActive(0);
        onClose();
      }}
      closeOnEscape
      dismissableMask
      style={{ width: 'min(70rem, 96vw)', maxHeight: '90vh' }}
      contentClassName="records-dialog-content"
      footer={
        <div className="records-dialog-footer">
          {appointment && <PrintDocuments appointmentId={appointment.id} />}
          <Button type="button" label="Close" onClick={onClose} />
        </div>
      }
    >
      {appointment && (
        <TabView activeIndex={active} onTabChange={(event) => setActive(event.index)} scrollable>
          {SECTION_SOURCES.map((source, index) => (
            <TabPanel key={source.formId} header={recordTabTitle(source.formId)}>
              {index === active && <RecordTab source={source} appointmentId={appointment.id} patientId={patientId} />}
            </TabPanel>
          ))}
        </TabView>
      )}
    </AppDialog>
  );
}
