import { appProject } from './vitest.project.ts';

// `vitest run` inside app/: every file isolated. The root config splits the suite into a shared and an
// isolated project (app/vitest.project.ts).
export default appProject('all');
