import { ApiError } from '@fuelmarket/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../shell/api';
import { triggersQuery, type Trigger, type TriggerInput, type TriggerUpdate } from './queries';

/**
 * Why the server refused a save, as the dialog says it: the seller offers no triggers (400 on create), no
 * purchase rights (403), the trigger is no longer active (409 TRIGGER_STATE_CONFLICT, 404), someone saved
 * it meanwhile (409 VERSION_CONFLICT: the dialog offers to load or overwrite) [V12], anything else.
 */
export type SaveRefusal = 'notOffered' | 'noPurchaseRights' | 'notActive' | 'conflict' | 'failed';

function refusalOf(error: unknown, creating: boolean): SaveRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409) return error.code === 'VERSION_CONFLICT' ? 'conflict' : 'notActive';
  if (error.status === 404 && !creating) return 'notActive';
  if (error.status === 403) return 'noPurchaseRights';
  if (error.status === 400 && creating) return 'notOffered';
  return 'failed';
}

/** Creates a buyer's trigger; resolves with the refusal, or null once it is saved and the list reloads. */
export function useCreateTrigger(onCreated: () => void) {
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/contracts/triggers');
  return async (input: TriggerInput): Promise<SaveRefusal | null> => {
    try {
      await create.mutateAsync({ body: input });
    } catch (error) {
      console.error('[contracts] creating a trigger failed', error);
      return refusalOf(error, true);
    }
    onCreated();
    await queryClient.invalidateQueries({ queryKey: triggersQuery().queryKey });
    return null;
  };
}

/**
 * Changes an active trigger of the buyer (volume, limit, validity, contract number) over the version it
 * carries, and reads a trigger as the server has it now (for a conflict's choice; null: gone).
 */
export function useUpdateTrigger(onUpdated: () => void) {
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/contracts/triggers/{id}');
  const reload = () => queryClient.invalidateQueries({ queryKey: triggersQuery().queryKey });
  const save = async (id: string, body: TriggerUpdate): Promise<SaveRefusal | null> => {
    try {
      await update.mutateAsync({ params: { path: { id } }, body });
    } catch (error) {
      console.error('[contracts] changing a trigger failed', error);
      const refusal = refusalOf(error, false);
      if (refusal === 'notActive') await reload();
      return refusal;
    }
    onUpdated();
    await reload();
    return null;
  };
  const current = async (id: string): Promise<Trigger | null> =>
    (await queryClient.fetchQuery(triggersQuery())).find((x) => x.id === id) ?? null;
  return { save, current };
}
