/** The read-only value helpers live in the core, where the registry's custom fields read them too. */
export { EMPTY_VALUE, formatValue, isRecorded, NOTHING_RECORDED, type RecordAware } from '../../core/recorded';
