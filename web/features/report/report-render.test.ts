// The report's sections rendered to HTML from a literal report (no browser, no server): every table
// has a caption and scoped header cells, each chart is an image with a summary, the possible no-shows
// link to their meetings, and an empty project shows notes instead of empty charts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../core/schemas/report.ts';
import en from '../../i18n/locales/en.json' with { type: 'json' };
import { ReportBody } from './ReportBody.tsx';
import { emptyReport, sampleReport } from './test-report.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});

function render(report: Report): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MemoryRouter, null, createElement(ReportBody, { report })),
      ),
    ),
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('report sections', () => {
  it('give every table a caption and scoped header cells', () => {
    const html = render(sampleReport);
    const tables = count(html, /<table/g);
    // Meetings, satisfaction, follow-up, deal size, two deal tables, interpreters, top sellers, repeat no-shows,
    // decline reasons and people over the daily maximum.
    expect(tables).toBe(11);
    expect(count(html, /<caption/g)).toBe(tables);
    expect(count(html, /<th(?=[\s>])(?![^>]*scope=)/g)).toBe(0);
    expect(html).toContain('<caption id=');
  });

  it('summarise each chart in words for screen readers', () => {
    const html = render(sampleReport);
    const labels = [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toHaveLength(6);
    // The acceptance band of request health comes second; the charts are the others.
    expect(labels.splice(1, 1)[0]).toMatch(/^Acceptance rate 60%/);
    expect(labels[0]).toBe(
      'Stacked bar chart of meetings on 3 days: 51 held, 6 no-shows, 47 still planned and 6 cancelled in all.',
    );
    expect(labels[1]).toContain('Buyers 3.9 on average from 32 answers');
    expect(labels[2]).toContain('The largest is USA: $182,500 in transactions and $1,250,000 in contracts');
    expect(labels[4]).toContain('highest Nguyen Thi Mai at 62.5%, lowest Tanaka Yui at 0%');
  });

  it('show request health: the acceptance rate against its target, waiting requests, declines, the daily maximum', () => {
    const html = render(sampleReport);
    expect(html).toContain('aria-label="Acceptance rate 60% on a scale from 0 to 100 %, target band 40% to 60%"');
    expect(html).toContain('27 accepted of 45 answered');
    expect(html).toContain('Within the target');
    expect(html).toContain('19 hours');
    expect(html).toContain('for answers from 3 people');
    expect(html).toContain('2 requests to remind about');
    expect(html).toContain('of 60 requests sent');
    expect(html).toContain('No time left');
    expect(html).toContain('Over the daily maximum of 8 meetings');
    expect(html).toContain('Park Ji-woo');
    const empty = render(emptyReport);
    expect(empty).toContain('No request answered yet');
    expect(empty).toContain('No request has waited 48 hours.');
    expect(empty).toContain('The project sets no daily maximum of meetings.');
    expect(empty).toMatch(/data-testid="nudge-now"[^>]*disabled|disabled[^>]*data-testid="nudge-now"/);
  });

  it('show the figures: totals, a country not given, utilisation and check-in', () => {
    const html = render(sampleReport);
    expect(html).toContain('Not given');
    expect(html).toContain('$1,250,000');
    expect(html).toContain('62.5%');
    expect(html).toContain('62 of 76 meetings that have begun');
  });

  it('link each possible no-show to its meeting page', () => {
    const html = render(sampleReport);
    expect(html).toContain(`href="/meetings/${sampleReport.possible_no_shows[0].id}"`);
    expect(html).toContain('aria-label="Decide on the meeting of Emily Carter and Choi Min-jun"');
  });

  it('list interpreters without a bar when none has interpreted a meeting yet', () => {
    const idle = sampleReport.interpreters.map((i) => ({ ...i, meetings: 0, utilisation: 0 }));
    const html = render({ ...emptyReport, interpreters: idle });
    expect(html).toContain('No meeting has an interpreter yet.');
    expect(html).toContain('<caption');
    expect(html).toContain('Tanaka Yui');
    expect(html).not.toContain('role="img"');
  });

  it('show notes, not empty charts, for an empty project', () => {
    const html = render(emptyReport);
    expect(html).not.toContain('role="img"');
    expect(html).toContain('No meetings yet');
    for (const note of [
      'No feedback yet.',
      'No transactions or contracts yet.',
      'No interpreter works in this project.',
      'No meeting requests yet.',
      'Nobody has missed two or more meetings.',
    ]) {
      expect(html).toContain(note);
    }
  });
});
