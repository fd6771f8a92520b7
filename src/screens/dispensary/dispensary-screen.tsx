import './dispensary.css';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { dispense, DISPENSARY_PAGE_SIZE, type DispensaryEntry, type DispensaryItem, type Dispensing } from '../../api/inventory';
import { useDispensaryQueue, useDispensings } from '../../api/use-inventory';
import { formatApiError } from '../../lib/format-error';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError, ReadLoading } from '../../ui/read-state';
import { useCan } from '../../ui/role-gate';
import { SafeConfirmDialog } from '../../ui/safe-confirm-dialog';
import { useToast } from '../../ui/toast-context';
import { formatDate, formatDateTime } from '../../lib/display-dates';
import { SpectacleRx } from './spectacle-rx';

interface Pending {
  entry: DispensaryEntry;
  item: DispensaryItem;
}

/** What an item takes from stock, with what is there: '2 Lens (40 in stock)'; a short line says so ('1 Suspension (0 in stock, not enough)'). */
export function needsText(item: DispensaryItem): string {
  if (item.needs.length === 0) return item.status === 'not_stocked' ? 'Not stocked by the clinic' : '—';
  return item.needs
    .map((need) => `${need.quantity} ${need.label} (${need.in_stock} in stock${need.in_stock < need.quantity ? ', not enough' : ''})`)
    .join(', ');
}

/** The patient as the queue heads them: 'Kofi Boateng (SL-000003)'. */
function patientText(entry: DispensaryEntry): string {
  return entry.patient_id ? `${entry.patient_name} (${entry.patient_id})` : entry.patient_name;
}

function statusCell(item: DispensaryItem, entry: DispensaryEntry, canDispense: boolean, onDispense: (pending: Pending) => void) {
  if (item.status === 'not_stocked') return <span className="status-badge status-badge--danger">Not stocked</span>;
  if (item.status === 'dispensed') {
    return (
      <span className="status-badge status-badge--success">
        Dispensed{item.dispensed_by_name ? ` by ${item.dispensed_by_name}` : ''}
      </span>
    );
  }
  return canDispense ? (
    <Button type="button" label="Dispense" size="small" aria-label={`Dispense ${item.label} to ${entry.patient_name}`} onClick={() => onDispense({ entry, item })} />
  ) : (
    'Pending'
  );
}

function QueueEntry({ entry, canDispense, onDispense }: { entry: DispensaryEntry; canDispense: boolean; onDispense: (pending: Pending) => void }) {
  const titleId = `dispensary-entry-${entry.appointment}`;
  return (
    <li className="stat-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {entry.patient_name}
        {entry.patient_id && (
          <>
            {' '}
            <span className="nowrap">({entry.patient_id})</span>
          </>
        )}
      </h2>
      <p className="stat-detail">Consultation of {formatDate(entry.appointment_date)}</p>
      <div className="table-scroll">
        <table className="simple-table">
          <caption className="sr-only">Items for {entry.patient_name}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Detail</th>
              <th scope="col">Needs</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {entry.items.map((item) => (
              <tr key={item.key}>
                <td className="dispensary-item">
                  <strong>{item.label}</strong>
                </td>
                <td data-label="Detail">{item.prescription ? <SpectacleRx rx={item.prescription} entry={entry} /> : (item.detail ?? '—')}</td>
                <td data-label="Needs">{needsText(item)}</td>
                <td data-label="Status" className="cell-actions">
                  {statusCell(item, entry, canDispense, onDispense)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

function Queue() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useDispensaryQueue(page);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const canDispense = useCan('dispensary.dispense');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending || busy) return;
    const { entry, item } = pending;
    setBusy(true);
    setPending(null);
    try {
      await dispense(entry.appointment, item.key);
      toast.success(`${item.label} dispensed to ${entry.patient_name}.`);
      // The stock figures are not on this screen: drop them, so /inventory reads them afresh.
      void mutate((key) => typeof key === 'string' && key.startsWith('/inventory/'), undefined);
      await mutate((key) => typeof key === 'string' && key.startsWith('/dispensary/'));
    } catch (failure) {
      toast.error(formatApiError(failure, 'Failed to dispense.'));
    } finally {
      setBusy(false);
    }
  };
  const entries = data?.results ?? [];
  return (
    <>
      {error && <ReadError error={error} />}
      {isLoading && <ReadLoading />}
      {data && entries.length === 0 && <p className="muted">Nothing waiting to be dispensed.</p>}
      {entries.length > 0 && (
        <ul className="dispensary-queue" aria-label="Dispensary queue">
          {entries.map((entry) => (
            <QueueEntry key={entry.appointment} entry={entry} canDispense={canDispense} onDispense={setPending} />
          ))}
        </ul>
      )}
      <Pager label="Queue" page={page} totalPages={pageCount(data?.count ?? 0, DISPENSARY_PAGE_SIZE)} onPage={setPage} />
      <SafeConfirmDialog
        header="Dispense"
        visible={pending !== null}
        confirmLabel="Confirm"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <>
            <p>
              Dispense <strong>{pending.item.label}</strong> to <strong>{patientText(pending.entry)}</strong>?
            </p>
            <p>
              {pending.item.detail ? `${pending.item.detail}. ` : ''}Takes from stock: {needsText(pending.item)}.
            </p>
          </>
        )}
      </SafeConfirmDialog>
    </>
  );
}

function Dispensed() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useDispensings(page);
  const columns = useMemo<ListColumn<Dispensing>[]>(
    () => [
      { id: 'at', header: 'When', cell: ({ row }) => <time dateTime={row.original.dispensed_at}>{formatDateTime(row.original.dispensed_at)}</time> },
      { id: 'patient', header: 'Patient', cell: ({ row }) => row.original.patient_name },
      { id: 'item', header: 'Item', cell: ({ row }) => row.original.label },
      { id: 'by', header: 'Dispensed by', cell: ({ row }) => row.original.dispensed_by_name },
    ],
    [],
  );
  return (
    <>
      {error && <ReadError error={error} />}
      <DataTable label="Dispensed" columns={columns} rows={data?.results ?? []} rowKey={(d) => String(d.id)} emptyText="Nothing dispensed yet." loading={isLoading} />
      <Pager label="Dispensed" page={page} totalPages={pageCount(data?.count ?? 0, DISPENSARY_PAGE_SIZE)} onPage={setPage} />
    </>
  );
}

/**
 * /dispensary (issue 13): completed consultations whose management plan has items to dispense, and what was dispensed;
 * a spectacles item shows its lenses' prescription, with the printed prescription (issue 22).
 */
export function DispensaryScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Dispensary</h1>
      <TabView>
        <TabPanel header="Queue">
          <Queue />
        </TabPanel>
        <TabPanel header="Dispensed">
          <Dispensed />
        </TabPanel>
      </TabView>
    </section>
  );
}
