// Transactions: the list and its USD tile, the Register modal's options, registering, the status
// actions, and the currency rates admins edit (docs/rules.md#transactions, #currency-and-usd-totals).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionAction, TransactionStatus } from '../../../core/rules/transactions.ts';
import type {
  CurrencyRate,
  CurrencyRatesUpdate,
  Transaction,
  TransactionCreate,
  TransactionOptions,
  TransactionSummary,
} from '../../../core/schemas/transaction.ts';
import { api } from '../../lib/api.ts';
import { usePagedArray } from '../../lib/paged-list.ts';

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (status?: TransactionStatus) => ['transactions', 'list', status ?? 'all'] as const,
  summary: ['transactions', 'summary'] as const,
  options: ['transactions', 'options'] as const,
  rates: ['currency-rates'] as const,
};

/** The transactions the user may see, newest first, optionally of one status, a page at a time. */
export function useTransactions(status?: TransactionStatus) {
  return usePagedArray<Transaction>(
    transactionKeys.list(status),
    `/api/transactions${status ? `?status=${status}` : ''}`,
  );
}

/** The Total Transaction Value tile: non-cancelled transactions in USD and the rates used. */
export function useTransactionSummary() {
  return useQuery({
    queryKey: transactionKeys.summary,
    queryFn: () => api.get<TransactionSummary>('/api/transactions/summary'),
  });
}

/** Projects, counterparties and related meetings for the Register modal; fetched while it is open. */
export function useTransactionOptions(enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.options,
    queryFn: () => api.get<TransactionOptions>('/api/transactions/options'),
    enabled,
  });
}

/** Lists, the tile and the dashboard's recent transactions all move with any change. */
function useInvalidateTransactions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** Registers a transaction; it starts proposed. */
export function useRegisterTransaction() {
  const invalidate = useInvalidateTransactions();
  return useMutation({
    mutationFn: (input: TransactionCreate) => api.post<Transaction>('/api/transactions', input),
    onSuccess: () => invalidate(),
  });
}

/** Agree, Cancel or Complete. A refusal also refreshes: the status may have changed meanwhile. */
export function useTransactionAction() {
  const invalidate = useInvalidateTransactions();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TransactionAction }) =>
      api.post<Transaction>(`/api/transactions/${id}/${action}`),
    onSettled: () => invalidate(),
  });
}

/** Every transaction currency's rate in USD. */
export function useCurrencyRates(enabled = true) {
  return useQuery({
    queryKey: transactionKeys.rates,
    queryFn: () => api.get<CurrencyRate[]>('/api/currency-rates'),
    enabled,
  });
}

/** Admins: new rates; the USD totals follow. */
export function useUpdateCurrencyRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyRatesUpdate) => api.put<CurrencyRate[]>('/api/currency-rates', input),
    onSuccess: (rates) => {
      queryClient.setQueryData(transactionKeys.rates, rates);
      return queryClient.invalidateQueries({ queryKey: transactionKeys.summary });
    },
  });
}
