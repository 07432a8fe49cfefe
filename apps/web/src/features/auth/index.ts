export { LoginPage } from './components/login-page.tsx';
export { SignupPage } from './components/signup-page.tsx';
