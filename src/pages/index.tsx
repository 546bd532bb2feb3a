import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import GuideList from '@site/src/components/GuideList';
import HomeShowcase from '@site/src/components/HomeShowcase';
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

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description="Documentation of @elastic/charts, the React charting library of Elastic.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <p className={styles.lead}>
            <code>@elastic/charts</code> is the React charting library Elastic builds for Kibana: declarative specs for
            line, area, bar, bubble and histogram series, heatmaps, sunbursts and treemaps, goal charts, flame graphs,
            bullets, metrics, word clouds and timeslips. Most chart types draw on a canvas (flame graphs with WebGL)
            rather than creating an element per data point; word clouds are drawn as SVG and metrics as HTML.
          </p>
          <Link className="button button--primary button--lg" to="/docs/docs">
            Get started
          </Link>
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
        <section aria-labelledby="guides" className="margin-bottom--xl">
          <Heading as="h2" id="guides">
            Guides
          </Heading>
          <p>
            Each guide takes one topic through the props that shape it, with live examples, as version 73.2.1 behaves.
          </p>
          <GuideList />
        </section>
        <HomeShowcase />
      </main>
    </Layout>
  );
}
