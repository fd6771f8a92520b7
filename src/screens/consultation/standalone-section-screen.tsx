import type { ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppointment } from '../../api/use-appointments';
import { PageSpinner } from '../../ui/page-spinner';
import { sectionTitle } from '../../lib/consultation-sections';
import { idParam } from './consultation-screen';
import { formIdOfTab } from './flow';
import { SectionView, type SectionId } from './section-view';

/** The appointment id of the route: `:appointmentId`, else navigation state `{appointment}` (an id or an object with one), else `?appointment=`. */
function useAppointmentId(): number | undefined {
  const fromPath = idParam(useParams().appointmentId);
  const state = useLocation().state as { appointment?: unknown; appointmentId?: unknown } | null;
  const [search] = useSearchParams();
  if (fromPath !== undefined) return fromPath;
  const fromState = state?.appointmentId ?? state?.appointment;
  const stateId = typeof fromState === 'object' && fromState !== null ? (fromState as { id?: unknown }).id : fromState;
  if (typeof stateId === 'number' && stateId > 0) return stateId;
  return idParam(search.get('appointment') ?? undefined);
}

/** One section alone (`/visual-acuity/{id}`, `/diagnosis?appointment={id}`…), with a link back to the consultation. */
function StandaloneSection({ section }: { section: SectionId }) {
  const id = useAppointmentId();
  const appointment = useAppointment(id);
  const navigate = useNavigate();
  if (id === undefined || appointment.error || (!appointment.isLoading && !appointment.data?.id)) return <Navigate to="/" replace />;
  if (!appointment.data) return <PageSpinner label="Loading..." />;
  const back = `/consultation/${id}`;
  return (
    <div className="consultation-screen">
      <h1>{sectionTitle(formIdOfTab(section))}</h1>
      <p>
        <Link to={back}>Back to consultation</Link>
      </p>
      <SectionView
        section={section}
        appointment={appointment.data}
        readOnly={appointment.data.status === 'Completed'}
        onDone={() => navigate(back)}
      />
    </div>
  );
}

const standalone = (section: SectionId): ComponentType =>
  function StandaloneSectionScreen() {
    return <StandaloneSection section={section} />;
  };

/** The route screens of the standalone sections, by section. */
export const STANDALONE_SCREENS = {
  'case-history': standalone('case-history'),
  'visual-acuity': standalone('visual-acuity'),
  externals: standalone('externals'),
  internals: standalone('internals'),
  refraction: standalone('refraction'),
  'extra-tests': standalone('extra-tests'),
  diagnosis: standalone('diagnosis'),
  management: standalone('management'),
} satisfies Partial<Record<SectionId, ComponentType>>;
