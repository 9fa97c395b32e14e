import type { paths, Schemas } from '@fuelmarket/api-client';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { network, type FakeBackend } from './backend';

/* Test network only: the favourites endpoints on top of a test's `fakeBackend`, over a list it keeps. */

const http = createOpenApiHttp<paths>();

export const heizoelNord: Schemas['FavouritesList'] = {
  id: 'fav-1',
  name: 'Heizöl Nord',
  products: ['heizoel-el'],
  regions: ['reg-nord'],
  terminals: [],
  sellers: ['acc-suedoel'],
};

const problem = (status: number, code: string, errors?: { path: string; message: string }[]) =>
  HttpResponse.json(
    { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) },
    { status },
  );

/**
 * The account's lists (`lists`, changed by the calls); like the server, a name another list has is
 * refused with a problem on `/name`. Calls and bodies go into the backend's `calls` and `bodies`.
 */
export function fakeFavourites(backend: FakeBackend, initial: Schemas['FavouritesList'][] = [heizoelNord]) {
  const state = { lists: [...initial], seq: 0 };
  const enter = (call: string, body?: unknown) => {
    backend.calls.push(call);
    if (body !== undefined) backend.bodies.set(call, [...(backend.bodies.get(call) ?? []), body]);
  };
  const taken = (name: string, id: string | null) =>
    state.lists.some((l) => l.id !== id && l.name.toLowerCase() === name.trim().toLowerCase());
  network.use(
    http.get('/api/favourites', ({ response }) => {
      enter('GET /api/favourites');
      return response(200).json({ config: state.lists });
    }),
    http.post('/api/favourites', async ({ request, response }) => {
      const body = await request.json();
      enter('POST /api/favourites', body);
      if (taken(body.name, null))
        return response.untyped(problem(400, 'VALIDATION_FAILED', [{ path: '/name', message: 'taken' }]));
      const list = { ...body, id: `fav-new-${++state.seq}` };
      state.lists = [...state.lists, list];
      return response(201).json(list);
    }),
    http.put('/api/favourites/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      enter(`PUT /api/favourites/${params.id}`, body);
      if (!state.lists.some((l) => l.id === params.id)) return response.untyped(problem(404, 'NOT_FOUND'));
      if (taken(body.name, params.id))
        return response.untyped(problem(400, 'VALIDATION_FAILED', [{ path: '/name', message: 'taken' }]));
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
  return state;
}
