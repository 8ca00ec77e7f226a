import {PAGE_SCRIPTS_ID} from '../src/plugins/first-paint/page-scripts';

/**
 * The HTML of every page (Docusaurus's `ssrTemplate`, an Eta template). The same document as
 * Docusaurus's default, except for scripts: instead of a `<script defer>` per bundle in the head, the
 * end of the body lists them in a JSON element, and the inline script that src/plugins/first-paint
 * adds after it fetches them once the page has painted (scripts-after-paint.ts there says why).
 *
 * Only the build reads it: src/plugins/client-site-config keeps it out of the browser's copy of the config.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script id="${PAGE_SCRIPTS_ID}" type="application/json"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <%~ it.postBodyTags %>
  </body>
</html>`;
