import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearAuth } from '../../stores/auth.ts';
import { resetBooking } from '../../stores/booking-form.ts';
import { clearCurrentTrip } from '../../stores/current-trip.ts';

export function logout(): void {
  clearAuth();
  resetBooking();
  clearCurrentTrip();
}

/** /logout: forget the rider, start a fresh booking, land on /book (spec part 1 §2). */
export function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    void navigate('/book', { replace: true });
  }, [navigate]);
  return null;
}
