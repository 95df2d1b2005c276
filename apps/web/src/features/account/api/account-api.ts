// The account settings API (docs/rules/account.md): e-mail and username, signed-in devices,
// the data export, personal API tokens and deleting the account.
import { z } from 'zod';
import {
  accountDeletedSchema,
  accountSessionSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  dataExportSchema,
  emailChangedSchema,
  emailChangeSchema,
  removedSchema,
  usernameChangedSchema,
  type CreateApiTokenInput,
  type DeleteAccountInput,
} from '@boldcall/shared/schemas/account';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { apiFetch } from '@/lib/api-client';

const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;

export const startEmailChange = (input: { newEmail: string; password: string }) =>
  data(
    apiFetch('/users/me/email', {
      method: 'POST',
      body: input,
      schema: dataEnvelope(emailChangeSchema),
    }),
  );

export const confirmEmailChange = (code: string) =>
  data(
    apiFetch('/users/me/email/verify', {
      method: 'POST',
      body: { code },
      schema: dataEnvelope(emailChangedSchema),
    }),
  );

export const changeUsername = (username: string) =>
  data(
    apiFetch('/users/me/username', {
      method: 'PUT',
      body: { username },
      schema: dataEnvelope(usernameChangedSchema),
    }),
  );

export const listSessions = () =>
  data(apiFetch('/users/me/sessions', { schema: dataEnvelope(z.array(accountSessionSchema)) }));

export const revokeSession = (id: string) =>
  data(
    apiFetch(`/users/me/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: dataEnvelope(removedSchema),
    }),
  );

/** Every other session of the account (Better Auth's step; this one stays signed in). */
export const revokeOtherSessions = () =>
  apiFetch('/auth/revoke-other-sessions', { method: 'POST', body: {} });

export const requestExport = () =>
  data(apiFetch('/users/me/export', { method: 'POST', schema: dataEnvelope(dataExportSchema) }));

export const getExport = (id: string) =>
  data(
    apiFetch(`/users/me/export/${encodeURIComponent(id)}`, {
      schema: dataEnvelope(dataExportSchema),
    }),
  );

export const listTokens = () =>
  data(apiFetch('/users/me/tokens', { schema: dataEnvelope(z.array(apiTokenSchema)) }));

export const createToken = (input: CreateApiTokenInput) =>
  data(
    apiFetch('/users/me/tokens', {
      method: 'POST',
      body: input,
      schema: dataEnvelope(createdApiTokenSchema),
    }),
  );

export const revokeToken = (id: string) =>
  data(
    apiFetch(`/users/me/tokens/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: dataEnvelope(removedSchema),
    }),
  );

export const deleteAccount = (input: DeleteAccountInput) =>
  data(
    apiFetch('/users/me', {
      method: 'DELETE',
      body: input,
      schema: dataEnvelope(accountDeletedSchema),
    }),
  );
