/** /auth: Sign Up, Sign In and password reset (features/auth). */
export { default } from '@/features/auth/AuthPage.tsx';
