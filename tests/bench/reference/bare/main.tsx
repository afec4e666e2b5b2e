// Bench reference page (a): React 19 rendering a little content, nothing else. `npm run bench` builds it
// with the project's Vite and times when the content is visible, beside the other reference and /login.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main data-bench-content="">
    <h1>EduPlanner</h1>
    <p>에듀플래너 영업지원 서비스</p>
  </main>,
);
