// Contracts: the list with its counts, one contract, the admin's creation and the companies for its
// dropdowns (docs/rules.md#contracts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CONTRACT_STATUSES } from '../../../core/constants.ts';
import type { Company, Contract, ContractCounts, ContractCreateInput } from '../../../core/schemas/contract.ts';
import { api } from '../../lib/api.ts';
import { readAllPages, usePagedArray } from '../../lib/paged-list.ts';

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractKeys = {
  all: ['contracts'] as const,
  list: (status?: ContractStatus) => ['contracts', 'list', { status }] as const,
  counts: ['contracts', 'counts'] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  companies: (type: Company['type']) => ['companies', type] as const,
};

export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => api.get<Contract>(`/api/contracts/${encodeURIComponent(id)}`),
  });

/** The contracts the user may see (admins: all), newest first, optionally of one status, a page at a time. */
export function useContracts(status?: ContractStatus) {
  return usePagedArray<Contract>(contractKeys.list(status), `/api/contracts${status ? `?status=${status}` : ''}`);
}

/** How many contracts the user may see in each status. */
export function useContractCounts() {
  return useQuery({
    queryKey: contractKeys.counts,
    queryFn: () => api.get<ContractCounts>('/api/contracts/counts'),
  });
}

/** One contract; fails with a 404 ApiError when it is missing or not the user's. */
export function useContract(id: string) {
  return useQuery({ ...contractQuery(id), retry: false });
}

/** Companies of one type for the creation form's dropdowns (admin). */
export function useCompanies(type: Company['type']) {
  return useQuery({
    queryKey: contractKeys.companies(type),
    // A dropdown offers every company: all pages, read in turn.
    queryFn: () => readAllPages<Company>(`/api/companies?type=${type}`),
  });
}

/** Creates a contract (admin); the answer is the new contract. */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractCreateInput) => api.post<Contract>('/api/contracts', input),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
