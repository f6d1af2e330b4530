// The signed-in person's API tokens and, for admins, the integration accounts and their tokens
// (docs/decisions/048-api-tokens.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiToken,
  ApiTokenCreated,
  ApiTokenCreateInput,
  IntegrationAccount,
} from '../../../core/schemas/api-token.ts';
import { api } from '../../lib/api.ts';

const tokensKey = ['api-tokens'] as const;
const integrationsKey = ['api-tokens', 'integrations'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: () => api.get<ApiToken[]>('/api/api-tokens') });
}

export function useIntegrationAccounts(enabled: boolean) {
  return useQuery({
    queryKey: integrationsKey,
    queryFn: () => api.get<IntegrationAccount[]>('/api/api-tokens/integrations'),
    enabled,
  });
}

/** Makes a token (the caller's own, or an integration account's with `user_id`); the answer holds it once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreateInput) => api.post<ApiTokenCreated>('/api/api-tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/api-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useCreateIntegrationAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<IntegrationAccount>('/api/api-tokens/integrations', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
