import { createContext, use, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * How the landing page renders a link to the app's other pages: a plain link on the prerendered
 * page, which hydrates without the router (src/landing-hydrate.tsx), so the page it opens loads the
 * app; inside the app the router's own (app/areas/landing.tsx).
 */
export const AppLinkContext = createContext<(props: AppLinkProps) => ReactNode>(({ to, ...props }) => (
  <a href={to} {...props} />
));

/** A link to another page of the app, for MUI's `component` prop. */
export function AppLink(props: AppLinkProps) {
  return use(AppLinkContext)(props);
}
