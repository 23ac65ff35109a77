import * as m from '@messages/order';

export const CANCEL_QUESTION = m.cancelQuestion;

/** The dark red of the cancel buttons. */
export const CANCEL_RED = '#a3151d';
