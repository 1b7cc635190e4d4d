import { createStore, useStore, type StoreApi } from 'zustand';
import type { JobOpeningCode } from '@site/shared/schemas/career-application-rules';
import { jobOpenings, type JobOpening } from '../data/job-openings';

/**
 * The opening the visitor applies for, shared by the openings list and the form. It is a store
 * and not a prop so that choosing an opening never re-renders the form's part while that part
 * still holds server HTML: an update there would make React drop the HTML and render the form
 * anew. The form reads it with the page's first choice while hydrating, then follows it.
 */
export type OpeningChoice = StoreApi<{ code: JobOpeningCode }>;

export function createOpeningChoice(code: JobOpeningCode = jobOpenings[0]!.code): OpeningChoice {
  return createStore(() => ({ code }));
}

export function chooseOpening(choice: OpeningChoice, code: JobOpeningCode) {
  choice.setState({ code });
}

const chosenCode = (state: { code: JobOpeningCode }) => state.code;

/** The chosen opening: the first one when the code is not an opening's. */
export function useChosenOpening(choice: OpeningChoice): JobOpening {
  const code = useStore(choice, chosenCode);
  return jobOpenings.find((opening) => opening.code === code) ?? jobOpenings[0]!;
}
