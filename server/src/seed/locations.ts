/** Delivery addresses and additive delivery locations. */
import type { SeedContext } from './context.js';
import { insertRows } from './context.js';
import { additiveLocations, deliveryAddresses } from './data/locations.js';

export async function seedLocations({ tx }: SeedContext): Promise<void> {
  await insertRows(
    tx,
    'delivery_addresses',
    [
      'id',
      'account_id',
      'company',
      'street',
      'zip_code',
      'city',
      'country',
      'contact_person',
      'on_site_contact',
      'delivery_instructions',
    ],
    deliveryAddresses,
  );
  await insertRows(
    tx,
    'additive_locations',
    ['id', 'account_id', 'name', 'street', 'post_code', 'city', 'county', 'country'],
    additiveLocations,
  );
}
