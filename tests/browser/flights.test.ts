import { formatClockTime } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { newPage, screenshotForReview } from './app.ts';
import { callApi, submitSignIn } from './auth-support.ts';
import { desktopContext, expectNoAxeViolations, usePhoneContext } from './browser.ts';
import { signInToConsole } from './console-support.ts';
import { DISPATCHER, demoDay, searchBoard } from './dispatch-support.ts';
import { bookRideForNewRider } from './ride-support.ts';

const { browser, context } = usePhoneContext();
const NEW_YORK = 'America/New_York';

interface TripFlight {
  getTripDetails: {
    pickupAt: string;
    flight: { state: string; expectedArrival: string; bookedPickupAt: string } | null;
  };
}

describe('an airport pickup that follows its flight (the simulated feed)', () => {
  it('moves the pickup of a delayed flight and shows the rider the landing and the new time', async () => {
    // The simulated feed lands a flight whose number ends in 97 45 minutes late; curbside
    // pickups follow 15 minutes after the landing. Three hours ahead: inside the watched day.
    const ride = await bookRideForNewRider(3, { landingFlight: 'DL1297' });
    const details = () =>
      callApi<TripFlight>(
        `query trip($id: ID!) {
          getTripDetails(id: $id) { pickupAt flight { state expectedArrival bookedPickupAt } }
        }`,
        { id: ride.id },
        { Authorization: `Bearer ${ride.riderTokens.accessToken}` },
      ).then((answer) => answer.data!.getTripDetails);
    // The watch runs every half minute.
    await expect
      .poll(async () => (await details()).flight?.state, { timeout: 45_000, interval: 1_000 })
      .toBe('DELAYED');
    const trip = await details();
    const booked = Date.parse(ride.pickupAt);
    expect(Date.parse(trip.flight!.expectedArrival)).toBe(booked + 45 * 60_000);
    expect(Date.parse(trip.pickupAt)).toBe(booked + 60 * 60_000);

    const { page, errors } = await newPage(context());
    await page.goto('/login');
    await submitSignIn(page, ride.rider.email, ride.rider.password);
    await page.waitForURL((url) => url.pathname === '/book');
    await page.goto(`/my-rides/details?id=${ride.id}`);
    const flight = page.getByRole('region', { name: 'Flight DL1297' });
    await flight.getByText('Delayed').waitFor();
    const landing = formatClockTime(new Date(trip.flight!.expectedArrival), NEW_YORK);
    const pickup = formatClockTime(new Date(trip.pickupAt), NEW_YORK);
    await flight
      .getByText(`Expected to land at ${landing}; your pickup moved to ${pickup}.`)
      .waitFor();
    await screenshotForReview(page, 'ride-details-flight');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    // The dispatcher's board row names the flight, its landing and the pickup it was booked for.
    const desk = await desktopContext(browser());
    try {
      const { page: board, errors: boardErrors } = await newPage(desk);
      await signInToConsole(board, DISPATCHER);
      await board.goto('/console/dispatch');
      await searchBoard(board, ride.confirmationNumber, demoDay(new Date(trip.pickupAt)));
      const row = board.getByRole('listitem').filter({ hasText: `#${ride.confirmationNumber}` });
      const booked = formatClockTime(new Date(ride.pickupAt), NEW_YORK);
      await row
        .getByText(`Flight DL1297 · Delayed · lands ${landing} · booked for ${booked}`)
        .waitFor();
      await screenshotForReview(board, 'board-flight');
      await expectNoAxeViolations(board);
      expect(boardErrors).toEqual([]);
    } finally {
      await desk.close();
    }
  });
});
