import { t } from '@lingui/core/macro';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { settingsQuery } from '../api/company-documents.ts';
import { AccountCreationForm } from '../components/account-creation-form.tsx';
import { ContactsForm } from '../components/contacts-form.tsx';
import { DistanceUnitForm } from '../components/distance-unit-form.tsx';
import { LanguagesForm } from '../components/languages-form.tsx';
import { TextsForm } from '../components/texts-form.tsx';

/** Company & texts: contacts, terms, rental agreement, privacy, account creation, languages,
 * distances. */
export function CompanyScreen() {
  const [{ data, error, fetching }] = useQuery({ query: settingsQuery });
  if (fetching && !data) return <p role="status">{t`Loading…`}</p>;
  if (!data) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <>
      <h1>{t`Company & texts`}</h1>
      <div className="form">
        <ContactsForm initial={data.consoleCompanySettings} />
        <TextsForm initial={data.consoleCompanySettings} />
        <AccountCreationForm initial={data.consoleCompanySettings} />
        <LanguagesForm initial={data.consoleCompanySettings} />
        <DistanceUnitForm />
      </div>
    </>
  );
}
