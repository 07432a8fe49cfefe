import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-base.tsx';

/** Moves the app to a path without a page load (the router's navigate, inside the app). */
export type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Given by the app's router; the landing page loads alone, without one (decision 023). */
export const NavigateProvider = NavigateContext.Provider;

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link for pages that also load without the router (the landing page): the router moves
 * there when the app is loaded, else the browser does.
 */
export function PageLink({ to, onClick, children, ...props }: PageLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

type PageButtonLinkProps = PageLinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A PageLink that looks like a button (as ButtonLink does for router links). */
export function PageButtonLink({ variant, size, className = '', ...props }: PageButtonLinkProps) {
  return <PageLink className={buttonClasses(variant, size, className)} {...props} />;
}
