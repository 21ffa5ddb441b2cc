import { useQuery } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useCompany } from '../../../stores/company.ts';
import { DefaultGatewaysQuery } from '../api/gateway.ts';

const gatewaysDocument = asDocument(DefaultGatewaysQuery);

export interface PaymentGatewayInfo {
  id: number;
  name: string;
  /** fs, stripe, century, square or vs. */
  shortCode: string;
  /** The card-token gateway's connected account. */
  parameter1: string;
  /** The hosted gateway's security settings. */
  parameter4: string;
}

/** The company's default payment gateway (getAllDefaultGateways); null while loading or absent. */
export function useDefaultGateway(): {
  gateway: PaymentGatewayInfo | null;
  fetching: boolean;
  failed: boolean;
} {
  const { coid } = useCompany();
  const [result] = useQuery({ query: gatewaysDocument, variables: { coid } });
  const gateways = result.data?.getAllDefaultGateways.paymentGateways ?? [];
  const chosen = gateways.find((g) => g.isDefault) ?? gateways[0] ?? null;
  return {
    gateway: chosen && {
      id: chosen.id,
      name: chosen.name,
      shortCode: chosen.shortCode,
      parameter1: chosen.parameter1,
      parameter4: chosen.parameter4,
    },
    fetching: result.fetching,
    failed: Boolean(result.error),
  };
}
