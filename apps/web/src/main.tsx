// Pretendard's dynamic subset: ~90 small woff2 files split by unicode-range, so a page downloads
// only the Hangul syllables it shows. Self-hosted through Vite from the npm package; only the
// desktop layout uses it (styles/tokens.css).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/tokens.css';
import './styles/global.css';
import { startApp } from './app/start-app.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
void startApp(root);
