import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import HeroMain from '@site/src/components/HeroMain';
import TitledSection from '@site/src/components/TitledSection';
import CardGrid from '@site/src/components/CardGrid';

const guides = [
  {
    title: 'Enterprise integration overview',
    description: 'Reference architecture, network requirements, private connectivity, SSO and the sandbox workspace.',
    to: '/docs/enterprise-integration/getting-started',
    eyebrow: 'Start here',
  },
  {
    title: 'CRM integration',
    description:
      'Two-way sync of contacts, cases and conversations with Salesforce or Dynamics 365, with field mapping and conflict rules.',
    to: '/docs/enterprise-integration/crm-integration',
    eyebrow: 'CRM',
  },
  {
    title: 'SysTrack for IT helpdesks',
    description: 'Let an IT-helpdesk bot read device health from SysTrack, run remediations and open tickets.',
    to: '/docs/enterprise-integration/systrack',
    eyebrow: 'IT service',
  },
];

const building = [
  {label: 'Single sign-on with SAML or OIDC', to: '/docs/platform_concepts/get_started/login-and-sso'},
  {label: 'Roles and permissions', to: '/docs/platform_concepts/get_started/roles-and-permissions'},
  {label: 'Security, compliance and data retention', to: '/docs/platform_concepts/get_started/security'},
  {label: 'API keys, scopes and IP allow-lists', to: '/docs/platform_concepts/get_started/api-keys'},
  {label: 'Identity providers (Okta, Entra ID and others)', to: '/docs/platform_concepts/appConfiguration/identity'},
  {label: 'CRM apps', to: '/docs/platform_concepts/appConfiguration/crm'},
  {label: 'REST API introduction', to: '/api/introduction'},
];

export default function EnterpriseIntegration() {
  return (
    <Layout
      title="Enterprise integration"
      description="Connect Mynah to enterprise systems: CRM sync, IT service tools such as SysTrack, single sign-on, private connectivity and the REST API.">
      <HeroMain
        title="Enterprise integration"
        lead="Plan how Mynah fits into your systems of record, identity and IT estate. These guides are written for solution architects and the developers who carry out the integration.">
        <TitledSection id="guides" title="Integration guides" className="margin-bottom--xl">
          <CardGrid cards={guides} />
        </TitledSection>
        <TitledSection id="building-blocks" title="Building blocks">
          <p>Most enterprise projects also use these parts of the platform:</p>
          <ul>
            {building.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      </HeroMain>
    </Layout>
  );
}
