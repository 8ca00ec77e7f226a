import React, {type ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem';
import Original from '@theme-original/NavbarItem';
import HydrateLater, {DESKTOP_MEDIA} from '@site/src/components/HydrateLater';

/**
 * Item types hidden on phones (Infima hides `.navbar__item` below the desktop breakpoint; the drawer
 * lists them instead) that render exactly one element, as a deferred part must. A search item is shown
 * on phones, and `html` or custom items may render anything, so those hydrate with the navbar.
 */
const DESKTOP_ONLY_TYPES = new Set(['default', 'dropdown', 'docsVersionDropdown', 'localeDropdown']);

/** One id per item of the navbar: its type, side and label or target. */
function navbarItemPartId(props: Props): string {
  const {type = 'default', position = 'left'} = props;
  const name = 'label' in props && props.label ? props.label : 'to' in props && props.to ? props.to : '';
  return `navbar-item:${type}:${position}:${name}`;
}

/**
 * A navbar item of the top bar hydrates in a task of its own, and only at desktop widths, where it is
 * shown (`HydrateLater`). On a phone the version and language menus alone were a third of the navbar's
 * hydration (they look up the current doc among every doc of the site), for elements that stay hidden.
 * Items in the mobile drawer (`mobile`) are rendered in the browser when the drawer first opens and
 * are left alone.
 */
export default function NavbarItem(props: Props): ReactNode {
  if (props.mobile || !DESKTOP_ONLY_TYPES.has(props.type ?? 'default')) return <Original {...props} />;
  return (
    <HydrateLater id={navbarItemPartId(props)} media={DESKTOP_MEDIA}>
      <Original {...props} />
    </HydrateLater>
  );
}
