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

export function refusalOf(error: unknown, creating: boolean): SaveRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409) return error.code === 'VERSION_CONFLICT' ? 'conflict' : 'notActive';
  if (error.status === 404 && !creating) return 'notActive';
  if (error.status === 403) return 'noPurchaseRights';
  if (error.status === 400 && creating) return 'notOffered';
  return 'failed';
}

/** Creates a buyer's trigger and reloads the list; rejects with the ApiError when the server refused. */
export function useCreateTrigger(onCreated: () => void) {
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/contracts/triggers');
  return async (input: TriggerInput): Promise<void> => {
    await create.mutateAsync({ body: input });
    onCreated();
    await queryClient.invalidateQueries({ queryKey: triggersQuery().queryKey });
  };
}

/**
 * Changes an active trigger of the buyer (volume, limit, validity, contract number) over the version it
 * carries (rejects with the ApiError; a trigger no longer active reloads the list first), and reads a
 * trigger as the server has it now (for a conflict's choice; null: gone).
 */
export function useUpdateTrigger(onUpdated: () => void) {
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/contracts/triggers/{id}');
  const reload = () => queryClient.invalidateQueries({ queryKey: triggersQuery().queryKey });
  const save = async (id: string, body: TriggerUpdate): Promise<void> => {
    try {
      await update.mutateAsync({ params: { path: { id } }, body });
    } catch (error) {
      if (refusalOf(error, false) === 'notActive') await reload();
      throw error;
    }
    onUpdated();
    await reload();
  };
  const current = async (id: string): Promise<Trigger | null> =>
    (await queryClient.fetchQuery(triggersQuery())).find((x) => x.id === id) ?? null;
  return { save, current };
}
