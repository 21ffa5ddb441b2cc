import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import { languageName, TextLanguageSelect } from '../../../components/text-language-select.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import {
  saveServiceTypeAgreementDocument,
  serviceTypeAgreementsDocument,
} from '../api/catalog-documents.ts';

type Agreements = readonly { language: string; rentalAgreement: string }[];

const byLanguage = (agreements: Agreements) =>
  Object.fromEntries(agreements.map((each) => [each.language, each.rentalAgreement]));

/**
 * A service type's own rental agreement, written per offered language (decision 100): a
 * language left empty shows its riders the default language's, and with none at all the
 * company's own agreement.
 */
export function ServiceTypeAgreementForm({
  serviceTypeId,
  name,
}: {
  serviceTypeId: number;
  name: string;
}) {
  const [stored] = useQuery({
    query: serviceTypeAgreementsDocument,
    variables: { id: serviceTypeId },
    requestPolicy: 'network-only',
  });
  const agreements = stored.data?.serviceTypeRentalAgreements;
  return (
    <>
      <ErrorAlert error={stored.error} />
      {agreements?.length ? (
        <AgreementForm
          key={serviceTypeId}
          serviceTypeId={serviceTypeId}
          name={name}
          agreements={agreements}
        />
      ) : null}
    </>
  );
}

function AgreementForm(props: { serviceTypeId: number; name: string; agreements: Agreements }) {
  const id = useId();
  const defaultLanguage = props.agreements[0]!.language;
  const [language, setLanguage] = useState(defaultLanguage);
  const [texts, setTexts] = useState(() => byLanguage(props.agreements));
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(saveServiceTypeAgreementDocument);
  const field = errorField(result.error);
  const defaultName = languageName(defaultLanguage);
  const serviceName = props.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({
      id: props.serviceTypeId,
      input: { language, rentalAgreement: texts[language] ?? '' },
    });
    const agreements = answer.data?.saveServiceTypeRentalAgreement;
    if (!agreements) return;
    // What was stored is what riders see: the sanitised text.
    const storedTexts = byLanguage(agreements);
    setTexts((current) => ({ ...current, [language]: storedTexts[language] ?? '' }));
    setSaved(true);
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{t`Rental agreement of ${serviceName}`}</h3>
      <p className="hint" id={`${id}-hint`}>
        <Trans>
          Riders booking this service type agree to it instead of the company&apos;s rental
          agreement. Empty in every language: they read the company&apos;s. Plain text or simple
          HTML; scripts, styles, frames and event handlers are removed when you save.
        </Trans>
      </p>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t`Language of the agreement`}</label>
        <TextLanguageSelect
          id={`${id}-language`}
          describedBy={`${id}-hint`}
          languages={props.agreements.map((each) => each.language)}
          defaultLanguage={defaultLanguage}
          value={language}
          invalid={field === 'language'}
          onChange={(chosen) => {
            setSaved(false);
            setLanguage(chosen);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t`Rental agreement`}</label>
        {language === defaultLanguage ? null : (
          <p className="hint" id={`${id}-text-hint`}>
            {t`Empty: riders read the ${defaultName} text.`}
          </p>
        )}
        <textarea
          id={`${id}-text`}
          lang={language}
          dir="auto"
          rows={8}
          aria-describedby={language === defaultLanguage ? `${id}-hint` : `${id}-text-hint`}
          {...(field === 'rentalAgreement' ? { 'aria-invalid': true } : {})}
          value={texts[language] ?? ''}
          onChange={(event) => {
            setSaved(false);
            const text = event.target.value;
            setTexts((current) => ({ ...current, [language]: text }));
          }}
        />
      </div>
      {result.error ? (
        <p role="alert" className="form-error">
          {errorMessage(result.error)}
        </p>
      ) : null}
      <p role="status" className="form-ok">
        {saved ? t`Saved, sanitised. Riders see it at their next configuration refresh.` : ''}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save rental agreement`}
        </button>
      </div>
    </form>
  );
}
