import React, { type ReactNode } from 'react';
import { usePageComponents } from '@site/src/components/usePageComponents';
import GuideLinks from './GuideLinks';

/**
 * The guide list on an MDX page (Getting started), through the page's own link component: importing
 * `@docusaurus/Link` here put a second copy of it into Getting started's first load, beside the one its
 * MDX components already load. The home page, which is not MDX, renders `GuideLinks` with Link.
 */
export default function GuideList(): ReactNode {
  const { A } = usePageComponents();
  return <GuideLinks link={A} />;
}
