import shippedSchema from '../../../schemas/externals/schema.json';
import { createObservationsAdapter } from './observations';

/** External observations: `GET`/`POST /tests/api/external-observations/{appointment}/`. */
export const externalsAdapter = createObservationsAdapter(shippedSchema);
