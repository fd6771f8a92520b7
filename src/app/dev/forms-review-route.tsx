import { getJson } from '../../api/http-client';
import { FormsReviewPage } from '../../engine/review/forms-review-page';
import { loadReferenceData } from '../../widgets/reference-data';

/** The form context of the review page: the widgets' reference data from the API (absent parts are left out). */
const loadFormContext = async () => ({ referenceData: await loadReferenceData(getJson) });

/** `/dev/forms`: the engine's form review page with reference data from the API (development builds only). */
export function FormsReviewRoute() {
  return <FormsReviewPage loadFormContext={loadFormContext} />;
}
