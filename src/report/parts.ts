/**
 * Running section builders (pure): a list of builders on one context, and the part of each
 * input, where the same builders run on the context of each input in turn. With several inputs
 * every heading of a part (its sections' titles and their h3/h4) starts with the input's name, so
 * the table of contents and each page say whose samples they show.
 */
import type { ReportContext, ReportSection, SectionBuilder } from "./context.js";
import { esc } from "../view/markup.js";

/** Every section of `builders` for this context, in order. */
export function runBuilders(ctx: ReportContext, builders: readonly SectionBuilder[]): ReportSection[] {
  return builders.flatMap((b) => {
    const out = b(ctx);
    return out === null ? [] : Array.isArray(out) ? [...(out as readonly ReportSection[])] : [out as ReportSection];
  });
}

/** A section of `name`'s part: its title and inner headings prefixed with the name. */
export function namedSection(name: string, s: ReportSection): ReportSection {
  return {
    part: name,
    title: `${name}: ${s.title}`,
    html: s.html.replace(/<h([34])>/g, (_m, level: string) => `<h${level}>${esc(name)}: `),
  };
}

/** One builder that runs `builders` for every part of the context, part after part. */
export function everySystem(builders: readonly SectionBuilder[]): SectionBuilder {
  return (ctx) =>
    ctx.parts.flatMap((part) => {
      const sections = runBuilders({ ...ctx, ...part }, builders);
      return ctx.parts.length > 1 ? sections.map((s) => namedSection(part.name, s)) : sections;
    });
}
