import type { paths } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { type FakeAccount } from './fakes';
import { sessionHandlers } from './sessionNetwork';
import { relationshipMasterData } from './relationshipFixtures';

const http = createOpenApiHttp<paths>();

/** A signed-in buyer with the platform's master data; `/api/contact` answers as the server does. */
export function helpContactHandlers({ contactFails }: { contactFails: boolean }): RequestHandler[] {
  const account: FakeAccount = { type: 'buyer', termsAccepted: true, ...relationshipMasterData };
  return [
    ...sessionHandlers(account),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.post('/api/contact', ({ response }) =>
      contactFails
        ? response.untyped(
            Response.json(
              {
                type: 'about:blank',
                title: 'Dienst nicht verfügbar',
                status: 503,
                code: 'SERVICE_UNAVAILABLE',
              },
              { status: 503 },
            ),
          )
        : response(202).json({ message: 'Ihre Nachricht wurde gesendet.' }),
    ),
  ];
}
