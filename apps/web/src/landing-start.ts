// The landing page's first script: its styles, then the page's code once the prerendered page
// has loaded, so the first paint never waits for JavaScript (decision 023).
import './index.css';

const start = () => void import('./landing-main.tsx');
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
