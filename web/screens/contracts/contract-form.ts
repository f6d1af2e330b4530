// The creation form's values and messages: empty values, the form's texts by key, server issues by field.
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { CONTRACT_MESSAGES, type ContractCreateInput } from '../../../core/schemas/contract.ts';
import { ApiError } from '../../lib/api.ts';

/** The form's values as the inputs hold them. */
export type ContractFormValues = Required<Omit<ContractCreateInput, 'unit_price'>> & { unit_price: number };

/** A new contract: type MOU, status draft, currency USD (docs/rules.md#contracts), dated today. */
export function emptyContract(today = new Date()): ContractFormValues {
  const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return {
    title: '',
    type: 'MOU',
    buyer_company: '',
    seller_company: '',
    project_id: '',
    product_service: '',
    quantity: '',
    unit_price: 0,
    currency: 'USD',
    contract_date: local,
    delivery_date: '',
    signed_date: '',
    expiry_date: '',
    payment_terms: '',
    details: '',
    notes: '',
    status: 'draft',
  };
}

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(CONTRACT_MESSAGES).map(([key, text]) => [text, key]));

/** A field's error in the reader's language: the form's own message when it is one, else a generic text. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = KEY_BY_MESSAGE.get(error.message ?? '');
  return key ? t(`contracts.validation.${key}`) : t('contracts.validation.invalid');
}

/** The server's validation issues as (field, message) pairs ('/title' -> 'title'). */
export function serverIssues(err: unknown): { field: keyof ContractFormValues; message: string }[] {
  if (!(err instanceof ApiError) || err.code !== 'validation_failed') return [];
  const issues = (err.details as { issues?: { path?: string; message?: string }[] } | undefined)?.issues ?? [];
  const fields = Object.keys(emptyContract());
  return issues
    .map((i) => ({ field: (i.path ?? '').replace(/^\//, '') as keyof ContractFormValues, message: i.message ?? '' }))
    .filter((i) => fields.includes(i.field));
}

/** The banner for a failed creation: missing profiles, or the generic failure. */
export function createFailureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && err.code === 'profiles_not_found') return t('errors.profiles_not_found');
  return t('contracts.createFailed');
}
