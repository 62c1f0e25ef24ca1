import { useEffect, useState } from 'preact/hooks';
import { Layout } from './components/Layout';
import { Link } from './components/Link';
import { matchRoute, useRoute } from './lib/router';
import { onKeyChange, readKey } from './lib/session';
import { Assets } from './pages/Assets';
import { BatchPage } from './pages/Batch';
import { Export } from './pages/Export';
import { Editor } from './pages/editor/Editor';
import { Templates } from './pages/Templates';
import { Project } from './pages/Project';
import { Projects } from './pages/Projects';
import { SignIn } from './pages/SignIn';
import { Webhooks } from './pages/Webhooks';

/** Signed out: the sign-in page, whatever the path (it stays, so a reload or a link lands where it pointed). */
export function App() {
  const [key, setKey] = useState(readKey());
  useEffect(() => onKeyChange(() => setKey(readKey())), []);
  const path = useRoute();
  if (!key) return <SignIn />;

  const route = matchRoute(path);
  switch (route.page) {
    case 'projects':
      return (
        <Layout section="projects">
          <Projects />
        </Layout>
      );
    case 'project':
      return (
        <Layout section="projects">
          <Project key={route.projectId} projectId={route.projectId} />
        </Layout>
      );
    case 'export':
      return (
        <Layout section="projects">
          <Export key={route.projectId} projectId={route.projectId} />
        </Layout>
      );
    case 'batch':
      return (
        <Layout section="projects">
          <BatchPage key={route.projectId} projectId={route.projectId} />
        </Layout>
      );
    case 'edit':
      return (
        <Layout section="projects" wide>
          <Editor key={route.chapterId} projectId={route.projectId} chapterId={route.chapterId} />
        </Layout>
      );
    case 'templates':
      return (
        <Layout section="templates">
          <Templates key={route.templateId ?? ''} templateId={route.templateId} />
        </Layout>
      );
    case 'assets':
      return (
        <Layout section="assets">
          <Assets />
        </Layout>
      );
    case 'webhooks':
      return (
        <Layout section="webhooks">
          <Webhooks />
        </Layout>
      );
    case 'not-found':
      return (
        <Layout section="none">
          <h1>Page not found</h1>
          <p>
            Nothing here. <Link href="/projects">Go to your projects</Link>.
          </p>
        </Layout>
      );
  }
}
