import type { Meta, StoryObj } from '@storybook/react-vite';
import AggregationBucketsExample from '../charts/aggregation-buckets';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'XY/Requests per hour from aggregation buckets',
  component: AggregationBucketsExample,
  args: { ...colorModeArgs, fillBuckets: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof AggregationBucketsExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
