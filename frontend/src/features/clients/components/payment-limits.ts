import type { LengthLimit } from '../../../components/form/length-limit';

/** The server's limits (RecordPaymentDto, VoidPaymentDto), on the text trimmed. */
export const NOTE_LIMIT: LengthLimit = { max: 500, tooLong: 'Note must be at most 500 characters' };
export const VOID_REASON_LIMIT: LengthLimit = { max: 500, tooLong: 'Reason must be at most 500 characters' };
