import { getJson } from '../../api/http-client';
import { FormsReviewPage } from '../../engine/review/forms-review-page';
import { loadReferenceData } from '../../widgets/reference-data';

/** `/dev/forms`: the engine's form review page with reference data from the API (development builds only). */
export function FormsReviewRoute() {
  return <FormsReviewPage loadReferenceData={() => loadReferenceData(getJson)} />;
}
