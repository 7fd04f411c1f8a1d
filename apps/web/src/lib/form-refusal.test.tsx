// A form's refusal: a 422's sentences under their fields, any other refusal as one sentence, both cleared
// on the next submit.
import { act, renderHook } from '@testing-library/react';
import { ApiError, NetworkError } from '@timetrack/client';
import i18next from 'i18next';
import type { FormEvent } from 'react';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFormRefusal } from './form-refusal';

const event = () => ({ preventDefault: () => undefined }) as FormEvent;
const invalid = new ApiError(422, { code: 'validation_failed', error: 'Invalid', details: { name: [{ code: 'taken' }] } });

// No catalogue: the sentences are their keys.
beforeAll(() => i18next.use(initReactI18next).init({ lng: 'en', resources: {} }));

describe('useFormRefusal', () => {
  it('puts a 422 under its fields, then clears it when the next submit succeeds', async () => {
    const { result } = renderHook(() => useFormRefusal());
    await act(() => result.current.submitWith(() => Promise.reject(invalid))(event()));
    expect(result.current.errors).toEqual({ name: 'errors.fields.taken' });
    expect(result.current.error).toBeNull();
    await act(() => result.current.submitWith(() => Promise.resolve())(event()));
    expect(result.current.errors).toEqual({});
    expect(result.current.error).toBeNull();
  });

  it('says any other refusal in one sentence', async () => {
    const { result } = renderHook(() => useFormRefusal());
    await act(() => result.current.submitWith(() => Promise.reject(new NetworkError()))(event()));
    expect(result.current.errors).toEqual({});
    expect(result.current.error).toBe('errors.network');
  });

  it('takes the form’s own reading of the fields, and a sentence when it names none', async () => {
    const { result } = renderHook(() => useFormRefusal(() => ({})));
    await act(() => result.current.submitWith(() => Promise.reject(invalid))(event()));
    expect(result.current.errors).toEqual({});
    expect(result.current.error).toBe('errors.fields.taken');
  });
});
