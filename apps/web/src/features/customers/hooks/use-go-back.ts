import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Cancel's "go back": the previous page of this visit, or `fallback` when the form was the first
 * page opened (going back would leave the app).
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  }, [navigate, location.key, fallback]);
}
