// The landing feature's public face: the marketing page at /.
export { LandingPage, type LandingPageProps } from './components/landing-page.tsx';
