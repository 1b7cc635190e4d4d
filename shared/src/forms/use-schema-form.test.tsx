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
  /** Shows a form named `name`, its letter field registered as a form component's would be. */
  const showForm = (name = 'application') =>
    renderHook(() => {
      const form = useSchemaForm({ resolver: acceptAll, defaultValues: empty, keptAs: name });
      form.register('letter');
      return form;
    });

  /**
   * Shows a form named `name`, types `letter` and sends it; returns how to leave the page (the
   * form goes) and how to end the send, as the form's handler would: a success resets the form.
   */
  async function sendTyped(name: string, letter: string) {
    const { result, unmount } = showForm(name);
    act(() => result.current.setValue('letter', letter));
    let finishSend = (_outcome: 'fails' | 'succeeds') => {};
    const send = result.current.submitHandler(
      () =>
        new Promise<void>((resolve) => {
          finishSend = (outcome) => {
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
    return {
      leave: unmount,
      finish: async (outcome: 'fails' | 'succeeds') => {
        await act(async () => {
          finishSend(outcome);
          await sending;
        });
      },
    };
  }

  async function leaveWhileSending(name: string, letter: string, outcome: 'fails' | 'succeeds') {
    const send = await sendTyped(name, letter);
    send.leave();
    await send.finish(outcome);
  }

  it('shows what was typed again, once, when the send fails after the visitor left', async () => {
    await leaveWhileSending('application', 'I build apps.', 'fails');
    expect(showForm().result.current.getValues('letter')).toBe('I build apps.');
    expect(showForm().result.current.getValues('letter')).toBe('');
  });

  it('keeps nothing when the send succeeds after the visitor left', async () => {
    await leaveWhileSending('application', 'I build apps.', 'succeeds');
    expect(showForm().result.current.getValues('letter')).toBe('');
  });

  it('keeps nothing when the send fails while the form is still shown', async () => {
    const send = await sendTyped('application', 'I build apps.');
    await send.finish('fails');
    send.leave();
    expect(showForm().result.current.getValues('letter')).toBe('');
  });

  it('gives a kept form back only to a form of the same name', async () => {
    await leaveWhileSending('application', 'I build apps.', 'fails');
    expect(showForm('enquiry').result.current.getValues('letter')).toBe('');
    expect(showForm('application').result.current.getValues('letter')).toBe('I build apps.');
  });

  it('gives what was typed to the form shown again before the send failed (the visitor came back)', async () => {
    const send = await sendTyped('application', 'I build apps.');
    send.leave();
    const again = showForm();
    await send.finish('fails');
    expect(again.result.current.getValues('letter')).toBe('I build apps.');
  });

  it('leaves a form shown again alone once the visitor has started on it, and keeps the send for later', async () => {
    const send = await sendTyped('application', 'I build apps.');
    send.leave();
    const again = showForm();
    act(() => again.result.current.setValue('letter', 'Starting afresh.'));
    await send.finish('fails');
    expect(again.result.current.getValues('letter')).toBe('Starting afresh.');
    again.unmount();
    expect(showForm().result.current.getValues('letter')).toBe('I build apps.');
  });

  it('forgets what was kept once a form of that name has been sent', async () => {
    const send = await sendTyped('application', 'I build apps.');
    send.leave();
    // The visitor came back and started afresh: the failed send is kept for later...
    const again = await sendTyped('application', 'Starting afresh.');
    await send.finish('fails');
    // ...until this one is sent.
    await again.finish('succeeds');
    again.leave();
    expect(showForm().result.current.getValues('letter')).toBe('');
  });

  it('takes what was kept as values, not as defaults: resetting a field empties it', async () => {
    await leaveWhileSending('application', 'I build apps.', 'fails');
    const { result } = showForm();
    act(() => result.current.resetField('letter'));
    expect(result.current.getValues('letter')).toBe('');
  });
});
