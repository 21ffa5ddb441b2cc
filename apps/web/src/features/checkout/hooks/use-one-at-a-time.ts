import { useRef } from 'react';

/**
 * Runs an async action unless the last one is still running: a second tap of BOOK THIS TRIP
 * while the card is tokenized or the booking is on its way does nothing.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    action()
      .catch((error: unknown) => console.error('The booking could not be sent', error))
      .finally(() => {
        running.current = false;
      });
  };
}
