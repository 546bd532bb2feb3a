import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import GuideLinks from '@site/src/components/GuideList/GuideLinks';
import { CHART_GUIDE_SUMMARIES, GUIDE_SUMMARIES, RECIPE_SUMMARIES } from '@site/src/components/GuideList/guides';
import { GUIDES } from '@site/src/sidebars/guides';
import { CHART_GUIDES } from '@site/src/sidebars/chartGuides';
import { RECIPES } from '@site/src/sidebars/recipes';
import HomeShowcase from '@site/src/components/HomeShowcase';
import ChartCard from '@site/src/components/HomeShowcase/ChartCard';
import { HERO } from '@site/src/components/HomeShowcase/showcase';
import { useIdleAfterLoad } from '@site/src/browser/useIdleAfterLoad';
import styles from './index.module.css';

/** The three ways into the site, each with the first page it opens. */
const SECTIONS = [
  {
    title: 'Get started',
    to: '/docs/docs',
    text: 'Install the package and its peers, load the stylesheet and put a first line chart on a page.',
  },
  {
    title: 'Browse the API',
    to: '/api/Chart',
    text: 'The Chart component and its specs, grouped by what they do, down to the generated type reference.',
  },
  {
    title: 'See the examples',
    to: '/examples/examples',
    text: 'Working charts for each chart type, with the code that draws them next to the result.',
  },
] as const;

/** The three lists of pages that teach: the guides, the chart-type guides and the recipes, side by side. */
const LISTS = [
  { id: 'guides', title: 'Guides', pages: GUIDES.map((id) => ({ id, ...GUIDE_SUMMARIES[id] })) },
  { id: 'chart-types', title: 'Chart types', pages: CHART_GUIDES.map((id) => ({ id, ...CHART_GUIDE_SUMMARIES[id] })) },
  { id: 'recipes', title: 'Recipes', pages: RECIPES.map((id) => ({ id, ...RECIPE_SUMMARIES[id] })) },
];

/** The latest the charts wait for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 2000;

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // The page paints and loads without its charts: the chart library and the examples are fetched once
  // it has loaded and the main thread is idle, so its first-visit JavaScript is what it was without
  // charts. Then each chart draws as it nears the viewport: the hero at once, the cards on a scroll.
  const chartsAllowed = useIdleAfterLoad(IDLE_TIMEOUT_MS);
  return (
    <Layout description="Documentation of @elastic/charts, the React charting library of Elastic.">
      <header className={styles.hero}>
        {/* One column on a phone, in this order, so the chart is in the first screen; from Infima's desktop
            breakpoint the chart takes a column of its own beside the text (index.module.css). */}
        <div className={`container ${styles.heroColumns}`}>
          <Heading as="h1" className={`hero__title ${styles.heroTitle}`}>
            {siteConfig.title}
          </Heading>
          <p className={`hero__subtitle ${styles.heroSubtitle}`}>{siteConfig.tagline}</p>
          <div className={styles.heroChart}>
            {/* The chart's title is the library's h3: a heading between it and the page's h1 keeps the outline whole. */}
            <Heading as="h2" className="visually-hidden">
              A live example
            </Heading>
            <ChartCard {...HERO} allowed={chartsAllowed} />
          </div>
          <p className={styles.lead}>
            <code>@elastic/charts</code> is the React charting library Elastic builds for Kibana: declarative specs for
            line, area, bar, bubble and histogram series, heatmaps, sunbursts and treemaps, goal charts, flame graphs,
            bullets, metrics, word clouds and timeslips. Most chart types draw on a canvas (flame graphs with WebGL)
            rather than creating an element per data point; word clouds are drawn as SVG and metrics as HTML.
          </p>
          <div className={styles.heroAction}>
            <Link className="button button--primary button--lg" to="/docs/docs">
              Get started
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          {SECTIONS.map((section) => (
            <section key={section.to} className="col col--4 margin-bottom--lg">
              <Heading as="h2">
                <Link to={section.to}>{section.title}</Link>
              </Heading>
              <p>{section.text}</p>
            </section>
          ))}
        </div>
        <section aria-labelledby="learn" className="margin-bottom--xl">
          <Heading as="h2" id="learn">
            Learn it
          </Heading>
          <p>
            Each page takes one topic through the props that shape it, with live examples, as version 73.2.1 behaves.
          </p>
          <div className="row">
            {LISTS.map((list) => (
              <section key={list.id} aria-labelledby={list.id} className="col col--4">
                <Heading as="h3" id={list.id}>
                  {list.title}
                </Heading>
                <GuideLinks link={Link} pages={list.pages} column />
              </section>
            ))}
          </div>
        </section>
        <HomeShowcase chartsAllowed={chartsAllowed} />
      </main>
    </Layout>
  );
}
