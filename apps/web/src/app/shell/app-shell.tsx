import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CurrentTripBanner } from '../../features/navigation/components/current-trip-banner.tsx';
import { Header } from '../../features/navigation/components/header.tsx';
import { useBack } from '../../features/navigation/hooks/use-back.ts';
import { buildMenuEntries } from '../../features/navigation/lib/menu-entries.ts';
import { useInstall } from '../../features/install/hooks/install-state.ts';
import { useAuth } from '../../stores/auth.ts';
import { useBookedEntry } from '../../stores/booked-entry.ts';
import { resetBooking } from '../../stores/booking-form.ts';
import { useBranding, useCompany } from '../../stores/company.ts';
import { clearCurrentTrip, useCurrentTrip } from '../../stores/current-trip.ts';
import { ROUTE_CONFIG } from '../routes/route-table.ts';
import { WithGraphqlClient } from '../with-graphql-client.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { useCurrentRoute } from './use-current-route.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

// The session's upkeep draws nothing: it and the GraphQL client load after the screen is drawn.
const AuthSession = lazy(() =>
  import('../../features/auth/components/auth-session.tsx').then((m) => ({
    default: m.AuthSession,
  })),
);
// Dialogs that open on a tap load with it, not with every screen's first load.
const ActionSheet = lazy(() =>
  import('../../features/navigation/components/action-sheet.tsx').then((m) => ({
    default: m.ActionSheet,
  })),
);
const SideMenu = lazy(() =>
  import('../../features/navigation/components/side-menu.tsx').then((m) => ({
    default: m.SideMenu,
  })),
);
// Only signed-in riders ask for their rides under way; its code and call load with the first.
const CurrentTripWatch = lazy(
  () => import('../../features/tracking/components/current-trip-watch.tsx'),
);
const InstallDialog = lazy(() =>
  import('../../features/install/components/install-dialog.tsx').then((m) => ({
    default: m.InstallDialog,
  })),
);

type Overlay = 'menu' | 'sheet' | 'install' | null;

const IOS_DEVICE = /iPhone|iPad|iPod/i;

function startOver(): void {
  resetBooking();
  clearCurrentTrip();
}

/** Header, main region and the overlays every screen shares. */
export function AppShell() {
  const route = useCurrentRoute();
  const company = useCompany();
  const branding = useBranding();
  const { signedIn, session } = useAuth();
  const trip = useCurrentTrip();
  const { platform } = useInstall();
  const navigate = useNavigate();
  const location = useLocation();
  // A booking step whose ride is booked is no longer a booking: its menu button opens the menu.
  const bookedEntry = useBookedEntry();
  const booking = route?.bookingStep === true && bookedEntry !== location.key;
  const back = useBack();
  const main = useRef<HTMLElement>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);
  useFocusOnNavigation(main);

  const close = () => setOverlay(null);
  const { t } = useLingui();
  const firstName = session?.firstName;
  const greeting = signedIn && firstName ? t`Hey ${firstName}` : t`Hello`;
  const entries = buildMenuEntries(ROUTE_CONFIG, { signedIn, installable: platform !== null });

  return (
    <div className="app">
      <WithGraphqlClient>
        <AuthSession />
      </WithGraphqlClient>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header
        buttons={route?.header ?? {}}
        greeting={greeting}
        menuOpen={overlay === 'menu' || overlay === 'sheet'}
        onBack={back}
        onClose={() => void navigate(route?.closeTo ?? '/book')}
        onMenu={() => setOverlay(booking ? 'sheet' : 'menu')}
      >
        {signedIn && trip.onTrip && (
          <CurrentTripBanner
            minutesLeft={trip.timeLeft}
            completed={trip.completed}
            statusLabel={trip.statusLabel}
            statusColour={trip.statusColour}
            car={trip.car}
          />
        )}
      </Header>
      <OfflineBanner />
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<p className="muted screen">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {signedIn && (
          <WithGraphqlClient>
            <CurrentTripWatch />
          </WithGraphqlClient>
        )}
        {overlay === 'menu' && (
          <SideMenu
            entries={entries}
            session={session}
            signedIn={signedIn}
            allowRegister={company.isCreateAccountAllowed}
            logo={branding.logo}
            companyName={branding.name}
            onClose={close}
            onBookRide={() => {
              startOver();
              close();
            }}
            onInstall={() => setOverlay('install')}
            ridesUnderWay={trip.ridesUnderWay}
          />
        )}
        {overlay === 'sheet' && (
          <ActionSheet
            phone={company.supportPhone || company.phone1}
            signedIn={signedIn}
            iosLayout={IOS_DEVICE.test(navigator.userAgent)}
            onClose={close}
            onDiscard={() => {
              startOver();
              close();
              void navigate('/book');
            }}
          />
        )}
        {overlay === 'install' && (
          <InstallDialog appName={branding.shortName || branding.name} onClose={close} />
        )}
      </Suspense>
    </div>
  );
}
