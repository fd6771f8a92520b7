import type { DispensaryEntry, DispensaryItem } from '../../api/inventory';
import { PrintDocumentButton } from '../../views/print-documents';

type Rx = NonNullable<DispensaryItem['prescription']>;

const EYES = [
  { key: 'od', label: 'OD (right)' },
  { key: 'os', label: 'OS (left)' },
] as const;

const COLUMNS = ['sph', 'cyl', 'axis', 'add'] as const;

/**
 * The lenses' prescription of a spectacles item (issue 22): SPH, CYL, AXIS and ADD per eye as the plan wrote them, a
 * dash where nothing was recorded, and the printed prescription to hand over with the spectacles.
 */
export function SpectacleRx({ rx, entry }: { rx: Rx; entry: DispensaryEntry }) {
  return (
    <div className="dispensary-rx">
      <table className="dispensary-rx__table">
        <caption>Prescription for {entry.patient_name}</caption>
        <thead>
          <tr>
            <th scope="col">Eye</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column.toUpperCase()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EYES.map((eye) => (
            <tr key={eye.key}>
              <th scope="row">{eye.label}</th>
              {COLUMNS.map((column) => (
                <td key={column}>{rx[eye.key][column] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <PrintDocumentButton appointmentId={entry.appointment} kind="spectacle-prescription" title="Spectacle prescription" of={entry.patient_name} />
    </div>
  );
}
