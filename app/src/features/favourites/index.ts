// The favourites manager and wizard (FavouritesManager.tsx) are imported by the market's route only: what
// the session and other features use from here stays light.
export { favouritesQuery } from './queries';
