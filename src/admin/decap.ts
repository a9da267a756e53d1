import { GiteaBackend } from 'decap-cms-backend-gitea';
import { GitHubBackend } from 'decap-cms-backend-github';
import { GitLabBackend } from 'decap-cms-backend-gitlab';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { de } from 'decap-cms-locales';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetImage from 'decap-cms-widget-image';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetMarkdown from 'decap-cms-widget-markdown';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';
import { recorded } from './file-texts.ts';

// Decap with what this app uses, as decap-cms-app registers it (its dist/esm/extensions.js): the hosts
// src/admin/backend.ts offers and `npm run cms`'s local backend, the widgets src/admin/decap-config.ts names,
// the German locale. decap-cms-app registers every backend, widget and locale Decap has (a map widget with
// OpenLayers, a rich-text editor, …): a third of the bytes the browser parsed before the app could show its
// login. A widget the configuration names that is not registered here shows «No control for widget» in
// its form instead of a field. Each backend records the texts it reads and writes (src/admin/file-texts.ts).

CMS.registerBackend('github', recorded(GitHubBackend));
CMS.registerBackend('gitlab', recorded(GitLabBackend));
CMS.registerBackend('gitea', recorded(GiteaBackend));
CMS.registerBackend('proxy', recorded(ProxyBackend));
for (const widget of [
  DecapCmsWidgetString,
  DecapCmsWidgetNumber,
  DecapCmsWidgetText,
  DecapCmsWidgetImage,
  DecapCmsWidgetMarkdown,
  DecapCmsWidgetList,
  DecapCmsWidgetObject,
  DecapCmsWidgetBoolean,
])
  CMS.registerWidget(widget.Widget());
CMS.registerLocale('de', de);

export default CMS;
