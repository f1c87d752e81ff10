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

// Aligned table columns come out of markdown-it as style="text-align:…", which the page's CSP
// (no inline style) refuses: the alignment becomes a class instead.
for (const rule of ['th_open', 'td_open'] as const) {
  md.renderer.rules[rule] = (tokens, idx, options, _env, self) => {
    const t = tokens[idx];
    const align = /text-align:\s*(left|right|center)/.exec(String(t.attrGet('style') ?? ''))?.[1];
    t.attrs = (t.attrs ?? []).filter(([name]) => name !== 'style');
    if (align) t.attrJoin('class', `align-${align}`);
    return self.renderToken(tokens, idx, options);
  };
}

export function Report({ markdown }: { markdown: string }) {
  const html = useMemo(() => md.render(markdown), [markdown]);
  return <div className="report" dangerouslySetInnerHTML={{ __html: html }} />;
}
