import { ApiError } from '@fuelmarket/api-client';
import { validationMessages } from '@fuelmarket/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ProblemCatalogue, SaveFailure } from '../../../shell/forms';
import { pricingEngineMessages as m } from '../messages';
import { changedMeanwhile } from './section';

/** The pricing engine's problems (the server's codes, which the forms' own checks share) in German. */
export const engineProblems: ProblemCatalogue = { ...m, required: validationMessages.required };

/**
 * Runs an editor's save. A change another user of the account made meanwhile (409, 404) is not
 * overwritten: the editor closes and the section says so and reloads [M6]; anything else goes to the form.
 */
export async function saveUnlessChanged(
  run: () => Promise<void>,
  { onConflict, onClose }: { onConflict: () => void; onClose: () => void },
  isKnown: (error: ApiError) => boolean = () => false,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ApiError && isKnown(error)) && changedMeanwhile(error)) {
      onConflict();
      onClose();
      return;
    }
    throw error;
  }
  onClose();
}

/** A refusal the section words itself (a duplicate, retry later), for `useSaveForm`'s `refusal`. */
export function knownRefusal(
  intl: IntlShape,
  known: (error: ApiError) => MessageDescriptor | undefined,
): (error: unknown) => SaveFailure | null {
  return (error) => {
    const message = error instanceof ApiError ? known(error) : undefined;
    return message ? { title: intl.formatMessage(message) } : null;
  };
}
