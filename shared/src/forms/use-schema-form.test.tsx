import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { useSchemaForm } from './use-schema-form';

interface ApplicationForm {
  letter: string;
  resume: FileList | null;
}

/** A check that takes every application as it is. */
const acceptAll: Resolver<ApplicationForm> = (values) => ({ values, errors: {} });

const empty: ApplicationForm = { letter: '', resume: null };

/**
 * A file input's list, which a browser may refill in place when another file is chosen (one
 * list per input): `choose` puts another file in the same list.
 */
function refillableFileList(first: File) {
  let files = [first];
  const list = Object.create(FileList.prototype) as FileList;
  Object.defineProperty(list, 'length', { get: () => files.length });
  Object.defineProperty(list, 0, { get: () => files[0], enumerable: true });
  Object.defineProperty(list, Symbol.iterator, { value: () => files[Symbol.iterator]() });
  return { list, choose: (file: File) => (files = [file]) };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Sends the form, and while it is on its way runs `meanwhile`; then resets as after success. */
async function sendWhile(
  form: ReturnType<typeof useSchemaForm<ApplicationForm, ApplicationForm>>,
  meanwhile: () => void,
) {
  let finishSend = () => {};
  const send = form.submitHandler(() => new Promise<void>((resolve) => (finishSend = resolve)));
  let sending: Promise<void> = Promise.resolve();
  await act(async () => {
    sending = send();
    // The check runs before the send: let it settle.
    await Promise.resolve();
    await Promise.resolve();
  });
  act(meanwhile);
  await act(async () => {
    finishSend();
    await sending;
  });
  act(() => form.resetAfterSend(empty));
}

describe('useSchemaForm resetAfterSend', () => {
  it('empties what was sent and keeps what was typed meanwhile', async () => {
    const { result } = renderHook(() =>
      useSchemaForm({ resolver: acceptAll, defaultValues: empty }),
    );
    act(() => result.current.setValue('letter', 'I build apps.'));
    await sendWhile(result.current, () =>
      result.current.setValue('letter', 'I build apps. And test.'),
    );
    expect(result.current.getValues('letter')).toBe('I build apps. And test.');
  });

  it('keeps a file chosen while sending, though the browser refilled the same list', async () => {
    const { result } = renderHook(() =>
      useSchemaForm({ resolver: acceptAll, defaultValues: empty }),
    );
    const resume = refillableFileList(pdf('resume.pdf'));
    act(() => result.current.setValue('resume', resume.list));
    await sendWhile(result.current, () => resume.choose(pdf('resume-2026.pdf')));
    expect(result.current.getValues('resume')?.[0]?.name).toBe('resume-2026.pdf');
  });

  it('empties the file sent when no other was chosen', async () => {
    const { result } = renderHook(() =>
      useSchemaForm({ resolver: acceptAll, defaultValues: empty }),
    );
    const resume = refillableFileList(pdf('resume.pdf'));
    act(() => result.current.setValue('resume', resume.list));
    await sendWhile(result.current, () => undefined);
    expect(result.current.getValues('resume')).toBeNull();
  });
});

describe('useSchemaForm keptAs', () => {
  /**
   * Renders a form named `name`, types `letter`, sends it, and unmounts it (the visitor leaves
   * the page) while the send is on its way; the send then ends as `outcome` says.
   */
  async function leaveWhileSending(name: string, letter: string, outcome: 'fails' | 'succeeds') {
    const { result, unmount } = renderHook(() =>
      useSchemaForm({ resolver: acceptAll, defaultValues: empty, keptAs: name }),
    );
    act(() => result.current.setValue('letter', letter));
    let finishSend = () => {};
    const send = result.current.submitHandler(
      () =>
        new Promise<void>((resolve) => {
          finishSend = () => {
            if (outcome === 'succeeds') result.current.resetAfterSend(empty);
            resolve();
          };
        }),
    );
    let sending: Promise<void> = Promise.resolve();
    await act(async () => {
      sending = send();
      await Promise.resolve();
      await Promise.resolve();
    });
    unmount();
    finishSend();
    await sending;
  }

  const shownAgain = (name: string) =>
    renderHook(() => useSchemaForm({ resolver: acceptAll, defaultValues: empty, keptAs: name }))
      .result.current;

  it('shows what was typed again, once, when the send fails after the visitor left', async () => {
    await leaveWhileSending('application', 'I build apps.', 'fails');
    expect(shownAgain('application').getValues('letter')).toBe('I build apps.');
    expect(shownAgain('application').getValues('letter')).toBe('');
  });

  it('keeps nothing when the send succeeds after the visitor left', async () => {
    await leaveWhileSending('application', 'I build apps.', 'succeeds');
    expect(shownAgain('application').getValues('letter')).toBe('');
  });

  it('gives a kept form back only to a form of the same name', async () => {
    await leaveWhileSending('application', 'I build apps.', 'fails');
    expect(shownAgain('enquiry').getValues('letter')).toBe('');
    expect(shownAgain('application').getValues('letter')).toBe('I build apps.');
  });
});
