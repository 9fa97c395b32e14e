export { ProfilePage, type ProfilePageProps } from './ProfilePage';
export { profileTabs, type ProfileTab } from './profileSearch';
export { accountQuery, profileQuery } from './queries';
