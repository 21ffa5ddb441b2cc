import type { PublicCompany } from '@ride/domain';
import { createStore, useStore } from '../lib/store.ts';

/** What the page shows of the operator; the configuration refresh may replace parts of it. */
export interface Branding {
  name: string;
  shortName: string;
  title: string;
  logo: string;
  iconUrl: string;
  domain: string;
  callToActionText: string;
}

export interface CompanyState {
  /** Null when the page carried no company data at all; treated like an unknown company. */
  company: PublicCompany | null;
  /** Set by the manifest's is_disabled or a 403 "company is disabled" answer. */
  flaggedDisabled: boolean;
  branding: Branding;
}

export type CompanyAvailability = 'active' | 'disabled' | 'unknown';

export function brandingOf(company: PublicCompany | null, title: string): Branding {
  return {
    name: company?.name ?? '',
    shortName: company?.shortName ?? '',
    title,
    logo: company?.theme.logo ?? '',
    iconUrl: company?.theme.iconUrl ?? '',
    domain: '',
    callToActionText: company?.theme.callToActionText ?? '',
  };
}

export const companyStore = createStore<CompanyState>({
  company: null,
  flaggedDisabled: false,
  branding: brandingOf(null, ''),
});

export function initCompany(company: PublicCompany | null, title: string): void {
  companyStore.set({ company, flaggedDisabled: false, branding: brandingOf(company, title) });
}

export function availabilityOf(state: CompanyState): CompanyAvailability {
  if (!state.company || state.company.status === 'unknown') return 'unknown';
  if (state.company.status === 'disabled' || state.flaggedDisabled) return 'disabled';
  return 'active';
}

export function flagCompanyDisabled(): void {
  companyStore.set((state) =>
    state.flaggedDisabled ? state : { ...state, flaggedDisabled: true },
  );
}

export function updateBranding(patch: Partial<Branding>): void {
  companyStore.set((state) => ({ ...state, branding: { ...state.branding, ...patch } }));
}

export function useCompanyState(): CompanyState {
  return useStore(companyStore);
}

/** The active company; screens inside the app shell only render when there is one. */
export function useCompany(): PublicCompany {
  const { company } = useStore(companyStore);
  if (!company) throw new Error('useCompany is used outside an active company');
  return company;
}

export function useBranding(): Branding {
  return useStore(companyStore).branding;
}
