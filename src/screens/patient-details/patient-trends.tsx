import { lazy, Suspense, useState } from 'react';
import { Button } from 'primereact/button';
import type { PatientTrends as Trends } from '../../../contracts/generated/types';
import { usePatientTrends } from '../../api/use-patients';
import { formatDate } from '../../lib/display-dates';
import { errorMessageOf } from '../../lib/format-error';
import type { ChartSeries } from '../../ui/line-chart';
import './patient-trends.css';

// The chart is drawn only when the tab shows it: its code loads then.
const LineChart = lazy(() => import('../../ui/line-chart').then((module) => ({ default: module.LineChart })));

type VaPoint = Trends['visual_acuity'][number];
type IopPoint = Trends['iop'][number];
const EYES = ['OD', 'OS'] as const;
const EYE_NAMES = { OD: 'OD (right eye)', OS: 'OS (left eye)' } as const;

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const two = (value: number) => value.toFixed(2);

function seriesByEye<P extends { eye: string; date: string }>(points: readonly P[], y: (point: P) => number | null, label: (point: P) => string): ChartSeries[] {
  return EYES.map((eye) => ({
    name: EYE_NAMES[eye],
    points: points
      .filter((point) => point.eye === eye)
      .flatMap((point) => {
        const value = y(point);
        return value === null ? [] : [{ x: day(point.date), y: value, label: label(point) }];
      }),
  })).filter((line) => line.points.length > 0);
}

const dateTicks = (points: readonly { date: string }[]) =>
  [...new Set(points.map((point) => point.date))].map((date) => ({ x: day(date), label: formatDate(date) }));

const vaLabel = (point: VaPoint) =>
  `${point.eye} ${formatDate(point.date)}: ${point.notation}${point.logmar === null ? '' : ` (logMAR ${two(point.logmar)})`}`;
const iopLabel = (point: IopPoint) => `${point.eye} ${formatDate(point.date)}: ${point.mmhg} mmHg${point.method ? ` (${point.method})` : ''}`;

function Chart(props: Parameters<typeof LineChart>[0]) {
  return (
    <Suspense fallback={<p className="muted">Loading chart…</p>}>
      <LineChart {...props} />
    </Suspense>
  );
}

/**
 * The Trends tab of patient details: unaided distance VA per eye over the visits on one logMAR scale, and IOP per
 * eye with its method, each as a chart with its table. The tables are always there for screen readers; 'Show as
 * table' shows them in place of the charts.
 */
export function PatientTrends({ patientId }: { patientId: number }) {
  const { data, error, isLoading } = usePatientTrends(patientId);
  const [asTable, setAsTable] = useState(false);
  if (error) {
    return (
      <p className="form-error" role="alert">
        Failed to load the trends: {errorMessageOf(error)}
      </p>
    );
  }
  if (isLoading || !data) {
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  }
  if (data.visual_acuity.length === 0 && data.iop.length === 0) {
    return <p className="muted">No visual acuity or eye pressure recorded yet.</p>;
  }
  const tableClass = asTable ? 'trend-table' : 'trend-table sr-only';
  const va = seriesByEye(data.visual_acuity, (point) => point.logmar, vaLabel);
  const iop = seriesByEye(data.iop, (point) => point.mmhg, iopLabel);
  return (
    <div className="patient-trends">
      <Button type="button" label="Show as table" icon="pi pi-table" outlined size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} />
      <section aria-labelledby="va-trend-heading">
        <h2 id="va-trend-heading">Visual acuity</h2>
        {data.visual_acuity.length === 0 ? (
          <p className="muted">No visual acuity recorded yet.</p>
        ) : (
          <>
            {!asTable && va.length > 0 && (
              <Chart title="Unaided distance visual acuity per eye, logMAR (better is higher)" series={va} yLabel="logMAR" xTicks={dateTicks(data.visual_acuity)} invert />
            )}
            <table className={tableClass}>
              <caption>Unaided distance visual acuity by visit</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Eye</th>
                  <th scope="col">VA as recorded</th>
                  <th scope="col">logMAR</th>
                </tr>
              </thead>
              <tbody>
                {data.visual_acuity.map((point) => (
                  <tr key={`${point.appointment}-${point.eye}`}>
                    <td>{formatDate(point.date)}</td>
                    <td>{point.eye}</td>
                    <td>{point.notation}</td>
                    <td>{point.logmar === null ? '—' : two(point.logmar)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby="iop-trend-heading">
        <h2 id="iop-trend-heading">Intraocular pressure</h2>
        {data.iop.length === 0 ? (
          <p className="muted">No eye pressure recorded yet.</p>
        ) : (
          <>
            {!asTable && <Chart title="Intraocular pressure per eye, mmHg" series={iop} yLabel="mmHg" xTicks={dateTicks(data.iop)} />}
            <table className={tableClass}>
              <caption>Intraocular pressure by visit</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Eye</th>
                  <th scope="col">IOP (mmHg)</th>
                  <th scope="col">Method</th>
                </tr>
              </thead>
              <tbody>
                {data.iop.map((point, index) => (
                  <tr key={`${point.appointment}-${point.eye}-${index}`}>
                    <td>{formatDate(point.date)}</td>
                    <td>{point.eye}</td>
                    <td>{point.mmhg}</td>
                    <td>{point.method ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  );
}
