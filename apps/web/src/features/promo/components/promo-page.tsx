import { DESKTOP_PROMO_BREAKPOINT_PX } from '@ride/domain';
import { useMediaQuery } from '../../../lib/media.ts';
import { useBranding, useCompany } from '../../../stores/company.ts';
import { QrCodeImage } from './qr-code-image.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** The app's address for this operator, as the QR code carries it. */
export function appAddress(origin: string, coid: string): string {
  return `${origin}/book?coid=${encodeURIComponent(coid)}`;
}

/**
 * Desktop browsers get this instead of the app (spec part 1 §1, §9): the QR code is 256 px at
 * error level L on windows wider than 800 px, otherwise 100 px at level M.
 */
export default function PromoPage() {
  const company = useCompany();
  const branding = useBranding();
  const wide = useMediaQuery(`(min-width: ${DESKTOP_PROMO_BREAKPOINT_PX + 1}px)`);
  const address = appAddress(window.location.origin, company.coid);
  const { t } = useLingui();
  const name = branding.name;
  return (
    <main className="promo">
      {branding.logo && <img className="promo__logo" src={branding.logo} alt={branding.name} />}
      <h1>
        <Trans>Book and Manage Your Rides on the Go</Trans>
      </h1>
      <p>
        <Trans>
          The {name} app is optimised for mobile devices only. Scan the code with your phone’s
          camera to open it there.
        </Trans>
      </p>
      <QrCodeImage
        value={address}
        size={wide ? 256 : 100}
        level={wide ? 'L' : 'M'}
        alt={t`QR code that opens the ${name} booking app on your phone`}
      />
      <p className="promo__address">{address}</p>
      {company.websiteBookingURL && (
        <p>
          <Trans>
            On a computer? <a href={company.websiteBookingURL}>Book on our website</a>
          </Trans>
        </p>
      )}
    </main>
  );
}
