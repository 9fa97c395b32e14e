import type { Brand } from '@fuelmarket/brands';

/** What the pricing engine's sections read of the brand: number and money formats, its flags. */
export type EngineBrand = Pick<Brand, 'locale' | 'currency' | 'flags'>;
