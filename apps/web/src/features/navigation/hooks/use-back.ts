import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { resetBooking } from '../../../stores/booking-form.ts';
import { backAction } from '../lib/back-target.ts';

function historyIndex(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** The header's back button (spec part 1 §2). */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  return () => {
    const action = backAction(pathname, navigationType, historyIndex());
    if (action.kind === 'history') {
      void navigate(-1);
      return;
    }
    if (action.resetBooking) resetBooking();
    void navigate(action.to);
  };
}
