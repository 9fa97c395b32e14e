export { relationshipSide, relationshipsQuery } from './queries';
