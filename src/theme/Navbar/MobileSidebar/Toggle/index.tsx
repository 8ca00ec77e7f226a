import React, {type ReactNode} from 'react';
import NavbarMobileSidebarToggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

type LinkItem = {label: string; to?: string; href?: string};

function isLink(item: object): item is LinkItem {
  return 'label' in item && typeof item.label === 'string' && ('to' in item || 'href' in item);
}

/**
 * The menu button of phones opens the drawer, a script: without JavaScript it did nothing. A
 * `<details>` menu of the navbar's links stands in for it then: inside `<noscript>`, so a browser that
 * runs scripts never builds it, and the button is hidden with `@media (scripting: none)`
 * (src/css/no-script.css).
 */
export default function NavbarMobileSidebarToggleWrapper(): ReactNode {
  const {items} = useThemeConfig().navbar;
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <>
      <NavbarMobileSidebarToggle />
      <noscript>
        <details className="navbar-no-script-menu">
          <summary>
            <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
              <path
                stroke="currentColor"
                strokeLinecap="round"
                strokeMiterlimit="10"
                strokeWidth="2"
                d="M4 7h22M4 15h22M4 23h22"
              />
            </svg>
            Menu
          </summary>
          <ul>
            {items.filter(isLink).map((item) => (
              <li key={item.label}>
                {item.href ? (
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                  </a>
                ) : (
                  <a href={withBaseUrl(item.to!)}>{item.label}</a>
                )}
              </li>
            ))}
          </ul>
        </details>
      </noscript>
    </>
  );
}
