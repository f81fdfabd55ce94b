import type { EnquiryPayload } from '@stallplan/contracts';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../api/api-client.js';
import { enquiryErrorMessage } from './enquiry-error-message.js';

export type EnquiryState = { status: 'idle' } | { status: 'sending' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * POST /api/enquiry/send as a small state machine (see docs/planner.md#enquiry): idle, sending, then success or error.
 * Only the latest attempt may change the state, so an answer arriving after the dialog was reset
 * or the enquiry resent is ignored.
 */
export function useEnquiry() {
  const [state, setState] = useState<EnquiryState>({ status: 'idle' });
  const attempt = useRef(0);

  const send = useCallback(async (build: () => EnquiryPayload) => {
    const current = ++attempt.current;
    setState({ status: 'sending' });
    let next: EnquiryState;
    try {
      const response = await api.sendEnquiry({ body: build() });
      next = response.status === 200 ? { status: 'success' } : { status: 'error', message: enquiryErrorMessage(response) };
    } catch (error) {
      next = { status: 'error', message: enquiryErrorMessage(error) };
    }
    if (current === attempt.current) setState(next);
  }, []);

  const reset = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, send, reset };
}
