/** The project-shaped JSON the bare-Express baselines answer with (the same shape as `GET /projects/:id`). */
export const bareProject = {
  id: 'prj_AAAAAAAAAAAAAAAAAAAAA',
  name: 'Bench project',
  description: null,
  settings: null,
  active_export_id: null,
  created_at: new Date().toISOString(),
};
