import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Provider as UrqlProvider, useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { LanguagePicker } from '../../navigation/index.ts';
import { createDriverClient, signOutDriver } from '../api/driver-client.ts';
import { DriverRides } from './driver-rides.tsx';
import { DriverSignIn } from './driver-sign-in.tsx';
import { useDriverAuth } from '../hooks/use-driver-auth.ts';
import '../driver.css';

function SignOutButton() {
  const client = useClient();
  return (
    <button
      type="button"
      className="button button--secondary driver-sign-out"
      onClick={() => signOutDriver(client)}
    >
      <Trans>Sign Out</Trans>
    </button>
  );
}

/** One sign-in's page, on a client of its own: nothing cached for one driver reaches the next. */
function DriverSession({ signedIn }: { signedIn: boolean }) {
  const [client] = useState(createDriverClient);
  return (
    <UrqlProvider value={client}>
      {signedIn ? (
        <>
          <DriverRides />
          <SignOutButton />
        </>
      ) : (
        <DriverSignIn />
      )}
    </UrqlProvider>
  );
}

/**
 * The phone-sized page of a company's drivers (their own sign-in and tokens, apart from the
 * rider's): their rides, the status steps, position sharing, and the open rides they may take.
 */
export default function DriverPage() {
  // The page's words from its libraries (ride-card.ts) are drawn again on a change of language.
  useLingui();
  const signedIn = useDriverAuth() !== null;
  return (
    <section className="screen driver">
      <ScreenTitle />
      <DriverSession key={signedIn ? 'signed-in' : 'signed-out'} signedIn={signedIn} />
      {/* The page has no side menu: the language is chosen here, kept on this phone. */}
      <LanguagePicker signedIn={false} />
    </section>
  );
}
