import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { CompanyDataQuery } from '../api/company-data.ts';

const companyDataDocument = asDocument(CompanyDataQuery);

/** getCompanyData for the rider's operator (support contacts, terms, privacy policy). */
export function useCompanyData() {
  const { coid } = useCompany();
  const [result, reexecute] = useQuery({ query: companyDataDocument, variables: { coid } });
  return {
    data: result.data?.getCompanyData,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
