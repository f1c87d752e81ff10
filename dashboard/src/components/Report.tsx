import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

// Raw HTML is escaped (html: false), dangerous link schemes are refused by markdown-it's
// validateLink, and images are off: the report can neither run script nor load anything
// from another origin (the page's CSP would refuse both anyway).
const md = new MarkdownIt({ html: false, linkify: false, typographer: true }).disable(['image']);

// The report's headings sit under the page's own h1/h2.
const defaultHeading = md.renderer.rules.heading_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  const t = tokens[idx];
  const level = Math.min(6, Number(t.tag.slice(1)) + 2);
  t.tag = `h${level}`;
  tokens[idx + 2].tag = t.tag; // the matching heading_close
  return defaultHeading(tokens, idx, options, env, self);
};
const defaultLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'noopener noreferrer');
  return defaultLink(tokens, idx, options, env, self);
};

export function Report({ markdown }: { markdown: string }) {
  const html = useMemo(() => md.render(markdown), [markdown]);
  return <div className="report" dangerouslySetInnerHTML={{ __html: html }} />;
}
