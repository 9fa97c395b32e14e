import type { paths, Schemas } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { network, type FakeBackend } from './backend';
import { heizoelNord } from './favouriteFixtures';
import { problem } from './problems';

export { heizoelNord };

/* Test network only: the favourites endpoints on top of a test's `fakeBackend`, over a list it keeps. */

const http = createOpenApiHttp<paths>();

/**
 * The account's lists (`lists`, changed by the calls). Data, not the server's rules: a test that needs a
 * refusal (a name another list has) queues it (`refuseNext`). Calls and bodies go into the backend's
 * `calls` and `bodies`.
 */
export function fakeFavourites(backend: FakeBackend, initial: Schemas['FavouritesList'][] = [heizoelNord]) {
  const state = { lists: [...initial], seq: 0 };
  const refusals: Schemas['FieldProblem'][][] = [];
  const enter = (call: string, body?: unknown) => {
    backend.calls.push(call);
    if (body !== undefined) backend.bodies.set(call, [...(backend.bodies.get(call) ?? []), body]);
  };
  const refused = () => {
    const errors = refusals.shift();
    return errors ? problem(400, 'VALIDATION_FAILED', errors) : null;
  };
  network.use(
    http.get('/api/favourites', ({ response }) => {
      enter('GET /api/favourites');
      return response(200).json({ config: state.lists });
    }),
    http.post('/api/favourites', async ({ request, response }) => {
      const body = await request.json();
      enter('POST /api/favourites', body);
      const refusal = refused();
      if (refusal) return response.untyped(refusal);
      const list = { ...body, id: `fav-new-${++state.seq}` };
      state.lists = [...state.lists, list];
      return response(201).json(list);
    }),
    http.put('/api/favourites/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      enter(`PUT /api/favourites/${params.id}`, body);
      if (!state.lists.some((l) => l.id === params.id)) return response.untyped(problem(404, 'NOT_FOUND'));
      const refusal = refused();
      if (refusal) return response.untyped(refusal);
      const list = { ...body, id: params.id };
      state.lists = state.lists.map((l) => (l.id === params.id ? list : l));
      return response(200).json(list);
    }),
    http.delete('/api/favourites/{id}', ({ params, response }) => {
      enter(`DELETE /api/favourites/${params.id}`);
      state.lists = state.lists.filter((l) => l.id !== params.id);
      return response(204).empty();
    }),
  );
  return Object.assign(state, {
    /** The next save is refused with these field problems, as the server would answer it. */
    refuseNext: (errors: Schemas['FieldProblem'][]) => void refusals.push(errors),
  });
}
